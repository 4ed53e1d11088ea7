-- The landing page offers SUMMER, 30% off: it exists from the first start. Admins may change or end it;
-- a migration runs once, so an ended or deleted SUMMER is never brought back.
INSERT INTO "vouchers" ("code", "description", "discount_type", "discount_value", "is_active")
VALUES ('SUMMER', 'Summer offer: 30% off', 'percent', 30, true)
ON CONFLICT ("code") DO NOTHING;

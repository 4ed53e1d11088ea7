CREATE INDEX "payment_notifications_outcome_idx" ON "payment_notifications" USING btree ("outcome","created_at");--> statement-breakpoint
CREATE INDEX "payments_voucher_idx" ON "payments" USING btree ("voucher_id","status");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_idx" ON "voucher_uses" USING btree ("voucher_id","created_at");
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, customType, date, foreignKey, index, integer, jsonb, smallint, numeric, primaryKey, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHANNELS, DELIVERY_STATUSES, REFUSAL_REASONS, TURN_KINDS, TURN_ORIGINS } from '../../domain/channels/channels';
import { EXPENSE_CATEGORIES } from '../../domain/expenses/expenses';
import { STOP_STATES } from '../../domain/runs/runs';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactTel: text('contact_tel'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin', 'super_admin'] })
      .notNull()
      .default('user'),
    isActive: boolean('is_active').notNull().default(true),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** Bumped when the password changes: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The second factor's TOTP secret, sealed (AES-256-GCM with a key derived from the JWT secret:
     * features/auth/totp.ts). Set while it is being set up, kept once it is on; never answered again.
     */
    totpSecret: text('totp_secret'),
    /** When the second factor was turned on; null while it is off (a secret then is one being set up). */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused. */
    totpLastStep: integer('totp_last_step'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/**
 * The single-use recovery codes of an account's second factor, ten made when it is turned on. Only a
 * hash is kept (see features/auth/second-factor.ts for why SHA-256); a used one keeps its row.
 */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('totp_recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * A sign-in and every token refreshed from it. A token is accepted only while its session row
 * exists: signing out deletes the row, which ends every token of the session at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    /** When the newest token of the session expires; the row may be deleted after that. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    slug: text('slug').notNull(),
    useStandardPrefix: boolean('use_standard_prefix').notNull().default(false),
    /** 3 letters A-Z, unique; fixed once set, except by an admin. */
    uniquePrefix: text('unique_prefix'),
    isActive: boolean('is_active').notNull().default(true),
    instagram: text('instagram'),
    facebook: text('facebook'),
    tiktok: text('tiktok'),
    xcom: text('xcom'),
    website: text('website'),
    email: text('email'),
    /** Set by an admin (Maps content): the creator leaves /creators, the public maps and the sitemap. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creator_profiles_user_unique').on(t.userId),
    uniqueIndex('creator_profiles_slug_unique').on(t.slug),
    uniqueIndex('creator_profiles_prefix_unique').on(t.uniquePrefix),
    // The domain's rules (creators.ts, normaliseCreatorPrefix), held by the database too.
    check('creator_profiles_prefix_letters', sql`${t.uniquePrefix} ~ '^[A-Z]{3}$'`),
    check('creator_profiles_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Messages from the contact form, read by admins. */
export const adminMessages = pgTable(
  'admin_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('admin_messages_unread_idx').on(t.isRead), index('admin_messages_created_idx').on(t.createdAt)],
);

/**
 * An admin's e-mailed answer to a contact message, kept with the message. The admin's e-mail is kept
 * as text, so the reply still says who wrote it after their account is gone.
 */
export const adminMessageReplies = pgTable(
  'admin_message_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => adminMessages.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    body: text('body').notNull(),
    /** The e-mail log's entry of the reply as sent. */
    emailMessageId: uuid('email_message_id').references((): AnyPgColumn => emailMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_message_replies_message_idx').on(t.messageId, t.createdAt)],
);

/**
 * The business's costs, entered by admins: money in integer cents, VAT included, with the VAT part
 * kept as the supplier's invoice states it.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The South African day of the invoice or payment. */
    spentOn: date('spent_on').notNull(),
    category: text('category', { enum: EXPENSE_CATEGORIES }).notNull(),
    supplier: text('supplier').notNull(),
    description: text('description').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    reference: text('reference'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expenses_spent_on_idx').on(t.spentOn),
    index('expenses_category_idx').on(t.category, t.spentOn),
    check('expenses_amount_not_negative', sql`${t.amountCents} >= 0`),
    check('expenses_vat_within_amount', sql`${t.vatCents} >= 0 and ${t.vatCents} <= ${t.amountCents}`),
  ],
);

/** One row (id 1) holding the system settings of the super admin's settings page. */
export const systemSettings = pgTable('system_settings', {
  id: integer('id').primaryKey().default(1),
  googleMapsApiKey: text('google_maps_api_key').notNull().default(''),
  maxCodesPerUser: integer('max_codes_per_user').notNull().default(100),
  notifyNewUser: boolean('notify_new_user').notNull().default(true),
  notifyDailyStats: boolean('notify_daily_stats').notNull().default(false),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull().default('15.00'),
  usePayFast: boolean('use_payfast').notNull().default(true),
  payFastSandbox: boolean('payfast_sandbox').notNull().default(true),
  payFastTestPageTimeout: integer('payfast_test_page_timeout').notNull().default(10000),
  payFastDebugMode: boolean('payfast_debug_mode').notNull().default(true),
  payFastAutoSubmit: boolean('payfast_auto_submit').notNull().default(false),
  payFastImmediateSubmit: boolean('payfast_immediate_submit').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Price history; at most one row is active (enforced by a partial unique index). */
export const prices = pgTable(
  'prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    amountCents: integer('amount_cents').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('prices_one_active').on(t.isActive).where(sql`${t.isActive}`)],
);

export const zarcodes = pgTable(
  'zarcodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The code as shown and stored, e.g. '1CT-7K2M'. */
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    privacy: text('privacy', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    suburb: text('suburb'),
    city: text('city').notNull(),
    province: text('province').notNull(),
    country: text('country').notNull().default('South Africa'),
    isCreatorCode: boolean('is_creator_code').notNull().default(false),
    /** The payment that bought this code: unique, so one payment can never make two codes. */
    paymentId: uuid('payment_id').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * Set by an admin (Maps content): the code still opens by its code, but leaves public maps,
     * creator pages and the sitemap (`features/zarcodes/public-listing.ts`).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    imageCount: integer('image_count').notNull().default(0),
    /**
     * The all-time views as counted before they moved to zarcode_view_counts. Left only for the
     * version still running while the move is rolled out, which writes and reads it (a trigger
     * carries what it writes over to the count table); nothing reads or writes it now. Drop it,
     * with that trigger, in the next release.
     */
    viewsLeftForOlderVersion: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The address, title and description words of a public code; NULL for a private code, which only
     * its whole code finds. Kept by a trigger (migrations 0006 and 0017, zarcode_search_vector), never
     * written by the app.
     */
    searchVector: tsvector('search_vector'),
    /**
     * Popularity in tiers of the code's count in zarcode_view_counts: 0 under 16 views, then one
     * more at each doubling (16, 48, 112, 240, ... views; zarcode_search_rank in migration 0024).
     * Kept by a trigger on that table that writes it only when the count enters another tier:
     * counting a view rarely touches this table at all. Never written by the app.
     */
    searchRank: smallint('search_rank').notNull().default(0),
  },
  (t) => [
    uniqueIndex('zarcodes_code_unique').on(t.code),
    uniqueIndex('zarcodes_payment_unique').on(t.paymentId),
    index('zarcodes_user_created_idx').on(t.userId, t.createdAt),
    // The start of a code, split by whether a search may list it. The public one carries what the
    // search sorts by (migration 0027 adds INCLUDE (search_rank, created_at, id), which Drizzle
    // cannot declare), so sorting a prefix's codes reads the index alone.
    index('zarcodes_public_code_prefix_idx')
      .using('btree', sql`${t.code} text_pattern_ops`)
      .where(sql`${t.searchVector} is not null`),
    index('zarcodes_private_code_prefix_idx')
      .using('btree', sql`${t.code} text_pattern_ops`)
      .where(sql`${t.searchVector} is null`),
    // Migration 0006 adds INCLUDE (latitude, longitude), which Drizzle cannot declare.
    index('zarcodes_location_gist').using(
      'gist',
      sql`point(${t.longitude}::float8, ${t.latitude}::float8)`,
    ),
    // The in-bounds count's edge strips, under 0.001 degree wide, counted code by code: a strip along
    // a box's south or north edge lies in at most eleven rows of 0.0001 degree, each row's codes in
    // the box's longitudes one range of the first index; west and east strips likewise in columns
    // of the second. Migration 0028 adds INCLUDE (latitude) and INCLUDE (longitude), which Drizzle
    // cannot declare, so a strip is counted from the index alone.
    index('zarcodes_strip_rows_idx').using('btree', sql`(floor(${t.latitude} * 10000)::int)`, t.longitude),
    index('zarcodes_strip_columns_idx').using('btree', sql`(floor(${t.longitude} * 10000)::int)`, t.latitude),
    // Without GIN's pending list (migration 0029): every search read the whole list of entries not
    // yet merged, up to 4 MB, which the rank changes of counted views kept filling.
    index('zarcodes_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // Migration 0006 adds INCLUDE (id, code, search_vector), which Drizzle cannot declare.
    index('zarcodes_search_rank_idx').on(t.searchRank.desc(), t.createdAt.desc()),
  ],
);

/**
 * An owner's request to move a code (docs/rules.md#states). At most one pending request per
 * code (partial unique index; the approved window is checked under a lock on the code's row, since
 * time, not a column, closes it). An approval opens 24 hours from approvedAt; saving a move marks
 * the request applied with the code's position before and after.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zarcodeId: uuid('zarcode_id')
      .notNull()
      .references(() => zarcodes.id, { onDelete: 'cascade' }),
    /** The owner who asked (the code's owner then). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'applied'] })
      .notNull()
      .default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionNote: text('rejection_note'),
    /** The admin who approved or rejected it. */
    decidedBy: uuid('decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    previousLatitude: numeric('previous_latitude', { precision: 9, scale: 6 }),
    previousLongitude: numeric('previous_longitude', { precision: 9, scale: 6 }),
    newLatitude: numeric('new_latitude', { precision: 9, scale: 6 }),
    newLongitude: numeric('new_longitude', { precision: 9, scale: 6 }),
    /** The owner dismissed its notice: it hides, nothing else changes. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('change_requests_one_pending').on(t.zarcodeId).where(sql`${t.status} = 'pending'`),
    index('change_requests_zarcode_idx').on(t.zarcodeId, t.createdAt),
    index('change_requests_user_idx').on(t.userId, t.createdAt),
    index('change_requests_status_idx').on(t.status, t.createdAt),
    check('change_requests_approved_has_time', sql`${t.status} not in ('approved', 'applied') or ${t.approvedAt} is not null`),
    check(
      'change_requests_applied_has_positions',
      sql`${t.status} <> 'applied' or (${t.appliedAt} is not null and ${t.newLatitude} is not null and ${t.newLongitude} is not null)`,
    ),
  ],
);

/**
 * How many codes lie in each cell of four grids, of 1, 0.1, 0.01 and 0.001 degree (a cell of level
 * `cellsPerDegree` holds the codes whose floor(degrees * cellsPerDegree) are cellLat and cellLng),
 * kept by triggers on zarcodes, so counting a box sums a few coarse cells inside it, finer cells in
 * the bands left at its edges, and counts code by code only the thin strips left after the finest
 * (the function zarcodes_in_bounds). Both indexes carry the count (INCLUDE, added by the
 * in_bounds_levels migration: Drizzle cannot declare it), so summing cells reads the index alone.
 */
export const zarcodeGridCounts = pgTable(
  'zarcode_grid_counts',
  {
    cellsPerDegree: smallint('cells_per_degree').notNull(),
    cellLat: integer('cell_lat').notNull(),
    cellLng: integer('cell_lng').notNull(),
    codes: integer('codes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cellsPerDegree, t.cellLat, t.cellLng] }),
    // The bands at a box's west and east edges: a few columns of cells, many rows long.
    index('zarcode_grid_counts_by_lng_idx').on(t.cellsPerDegree, t.cellLng, t.cellLat),
  ],
);

/**
 * Every word of the public codes' search vectors, with how many codes hold it, kept by triggers on
 * zarcodes (a word goes when its last code does). The search reads it to turn a word still being
 * typed into the whole words it may become: the word index answers whole words five to ten times
 * faster than a prefix. The column sorts bytewise (COLLATE "C" in the migration) so a prefix is one
 * range of the primary key.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  codes: integer('codes').notNull(),
});

/**
 * All-time views of each code, written in batches (see the view counter); a code never viewed has
 * no row. A narrow table of its own so that counting views rewrites its small pages, not the wide
 * rows of zarcodes (which a view then touches only when its popularity rank changes).
 */
export const zarcodeViewCounts = pgTable('zarcode_view_counts', {
  zarcodeId: uuid('zarcode_id')
    .primaryKey()
    .references(() => zarcodes.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});

/**
 * Views of each code per day, written in batches (see the view counter) with its all-time count.
 * They hang on that count, not on the code itself: checking a new day's row against the code would
 * lock the code's row in zarcodes, a write to its page, which counting views no longer makes.
 */
export const zarcodeDailyViews = pgTable(
  'zarcode_daily_views',
  {
    zarcodeId: uuid('zarcode_id').notNull(),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.zarcodeId, t.day] }),
    // Named here: the name Drizzle makes up is longer than PostgreSQL's 63 characters.
    foreignKey({ name: 'zarcode_daily_views_zarcode_id_view_counts_fk', columns: [t.zarcodeId], foreignColumns: [zarcodeViewCounts.zarcodeId] }).onDelete('cascade'),
  ],
);

export const bundles = pgTable(
  'bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bundleType: text('bundle_type', { enum: ['starter', 'professional', 'enterprise'] }).notNull(),
    totalCodes: integer('total_codes').notNull(),
    creditsRemaining: integer('credits_remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Who granted a complimentary bundle (admin), when it was not bought. */
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The payment that bought this bundle: unique, so one payment can never make two bundles. */
    paymentId: uuid('payment_id').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bundles_user_idx').on(t.userId, t.expiresAt),
    uniqueIndex('bundles_payment_unique').on(t.paymentId),
    check('bundles_credits_not_negative', sql`${t.creditsRemaining} >= 0`),
  ],
);

/**
 * Photos of codes. A photo uploaded while a code is being created belongs to an upload session
 * (`sessionId`, bound to `uploadedBy`) until the code exists; then `zarcodeId` is set and
 * `sessionId` cleared in the code's own transaction. Files are keyed by the image id, so moving a photo
 * to its code moves no file.
 */
export const zarcodeImages = pgTable(
  'zarcode_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zarcodeId: uuid('zarcode_id').references(() => zarcodes.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalFilename: text('original_filename').notNull(),
    /** Bytes of the file as uploaded. */
    fileSize: integer('file_size').notNull(),
    /** Of the large rendition, after rotation. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('zarcode_images_code_idx').on(t.zarcodeId, t.displayOrder),
    index('zarcode_images_session_idx').on(t.sessionId, t.uploadedBy),
    index('zarcode_images_temporary_age_idx').on(t.createdAt).where(sql`${t.zarcodeId} is null`),
    check('zarcode_images_owner', sql`${t.zarcodeId} is not null or ${t.sessionId} is not null`),
  ],
);

/**
 * Images whose files are still to be removed from storage. A trigger (migration
 * 0003_image_file_deletions) adds a row for every zarcode_images row deleted, however it goes (one
 * photo, its code or its user deleted, temporary photos expiring), in the same transaction; the
 * photo clean-up removes the files and then the row. No foreign key: the image row is gone.
 */
export const imageFileDeletions = pgTable('image_file_deletions', {
  imageId: uuid('image_id').primaryKey(),
  createdAt: createdAt(),
});

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-cased; matched case-insensitively. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (e.g. 30) or cents (e.g. 500), by discountType. */
    discountValue: integer('discount_value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usesCount: integer('uses_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code),
    check('vouchers_uses_within_max', sql`${t.maxUses} is null or ${t.usesCount} <= ${t.maxUses}`),
  ],
);

/**
 * One purchase: a code (its form kept here, so the code is made even when the buyer's browser is
 * gone) or a bundle. Amount, VAT rate and VAT part are stored, so later price or rate changes never
 * alter a payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The buyer; null once an admin deleted the account. The payment stays (a tax record) with no
     * name or e-mail: those lived only on the user.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    product: text('product', { enum: ['zarcode', 'bundle'] }).notNull(),
    bundleType: text('bundle_type', { enum: ['starter', 'professional', 'enterprise'] }),
    /** The code form of the generator, for product 'zarcode'. */
    codeForm: jsonb('code_form'),
    status: text('status', { enum: ['pending', 'complete', 'cancelled', 'failed'] })
      .notNull()
      .default('pending'),
    mode: text('mode', { enum: ['mock', 'sandbox', 'live'] }).notNull(),
    /** Before any voucher. */
    listAmountCents: integer('list_amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** What is charged, VAT included. */
    amountCents: integer('amount_cents').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    vatCents: integer('vat_cents').notNull(),
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    /** PayFast's pf_payment_id, or the mock page's transaction id. */
    providerPaymentId: text('provider_payment_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    /** Uses of a voucher held by checkouts in progress are counted by voucher and status. */
    index('payments_voucher_idx').on(t.voucherId, t.status),
  ],
);

/** Each use of a voucher, counted in the same transaction as the grant. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Null once the buyer's account was deleted: the use stays with its payment. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('voucher_uses_payment_unique').on(t.paymentId),
    index('voucher_uses_voucher_idx').on(t.voucherId, t.createdAt),
  ],
);

/** Every payment notification received (PayFast ITN), with what was made of it, for the admin. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    sourceIp: text('source_ip').notNull(),
    fields: jsonb('fields').notNull(),
    outcome: text('outcome').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_notifications_payment_idx').on(t.paymentId),
    /** The sweep finds notifications still to process ('received', 'retry') by outcome. */
    index('payment_notifications_outcome_idx').on(t.outcome, t.createdAt),
  ],
);

/**
 * Every admin write, recorded in the write's own transaction: who (kept as text, so the entry
 * outlives the account), what, on which record, the fields before and after (secrets redacted) and
 * from where. A trigger refuses UPDATE, DELETE and TRUNCATE: no entry can change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);

/**
 * Every e-mail the product sends, newest first on the super admin's e-mail page. The body is kept
 * for resending, except for templates marked sensitive (a reset link must not sit in the database).
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text'),
    status: text('status', { enum: ['sending', 'sent', 'failed'] }).notNull().default('sending'),
    error: text('error'),
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    resendOf: uuid('resend_of'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_messages_created_idx').on(t.createdAt)],
);

/**
 * Rate-limit counts, shared by every server instance and kept across restarts. A window starts
 * at a key's first hit after the previous one ended (as @fastify/rate-limit counted in memory);
 * rows past resetsAt are spent and deleted by a job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);

/**
 * One row per run of a scheduled job and period (infra/jobs.ts): the instance that inserts it runs
 * the job, so with several server instances each period's run happens once.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    jobName: text('job_name').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** host:pid of the instance that ran it. */
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'done' or 'failed' once finished. */
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ columns: [t.jobName, t.periodStart] })],
);

/**
 * The codes a user saved (the star on a code page), kept with the account so that every device they
 * sign in on has them. One row per user and code; gone with either.
 */
export const savedCodes = pgTable(
  'saved_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    zarcodeId: uuid('zarcode_id')
      .notNull()
      .references(() => zarcodes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.zarcodeId] }), index('saved_codes_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Keys for the versioned API (/api/v1), shown to their owner once: only a SHA-256 of the key is
 * kept. A revoked key stays, so that its usage and its name still read in the owner's history.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters ('zc_AbC123'), to tell keys apart. */
    hint: text('hint').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    requestsPerSecond: integer('requests_per_second').notNull(),
    requestsPerDay: integer('requests_per_day').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_unique').on(t.keyHash), index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Each key's requests per South African day: what the owner reads on the developer page, and the
 * count its daily limit is checked against.
 */
export const apiKeyDailyUsage = pgTable(
  'api_key_daily_usage',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    requests: integer('requests').notNull().default(0),
    /** Requests refused by a rate limit (429). */
    refused: integer('refused').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.day] })],
);

/**
 * "Send me your location" links: a signed-in user asks, the person who opens /r/{token} answers once.
 * Only a SHA-256 of the token is kept. Rows go 30 days after they expire (a job).
 */
export const locationRequests = pgTable(
  'location_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    note: text('note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerLatitude: numeric('answer_latitude', { precision: 9, scale: 6 }),
    answerLongitude: numeric('answer_longitude', { precision: 9, scale: 6 }),
    /** The phone's accuracy radius in metres, when the position came from the phone. */
    answerAccuracyMeters: integer('answer_accuracy_meters'),
    answerSource: text('answer_source', { enum: ['device', 'pin', 'zarcode'] }),
    /** The code the answerer picked, as stored, when they picked one. */
    answerZarcode: text('answer_zarcode'),
    answerNote: text('answer_note'),
  },
  (t) => [
    uniqueIndex('location_requests_token_hash_unique').on(t.tokenHash),
    index('location_requests_user_idx').on(t.userId, t.createdAt),
    index('location_requests_expires_at_idx').on(t.expiresAt),
    check(
      'location_requests_answer_complete',
      sql`${t.answeredAt} is null or (${t.answerLatitude} is not null and ${t.answerLongitude} is not null and ${t.answerSource} is not null)`,
    ),
  ],
);

/**
 * What a driver needs at the door: never in a public answer. Shown to the owner, admins, accounts
 * the owner named (access_grants) and holders of a live delivery link (access_links).
 */
export const zarcodeAccessDetails = pgTable(
  'zarcode_access_details',
  {
    zarcodeId: uuid('zarcode_id')
      .primaryKey()
      .references(() => zarcodes.id, { onDelete: 'cascade' }),
    unitFloor: text('unit_floor'),
    gateCode: text('gate_code'),
    entrance: text('entrance'),
    openingHours: text('opening_hours'),
    landmark: text('landmark'),
    driverNote: text('driver_note'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'zarcode_access_details_length',
      sql`coalesce(length(${t.unitFloor}), 0) + coalesce(length(${t.gateCode}), 0) + coalesce(length(${t.entrance}), 0) + coalesce(length(${t.openingHours}), 0) + coalesce(length(${t.landmark}), 0) + coalesce(length(${t.driverNote}), 0) <= 1000`,
    ),
  ],
);

/** Delivery links (`/{code}?k={secret}`): one live link per recipient name; only a SHA-256 of the secret is kept. */
export const accessLinks = pgTable(
  'access_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zarcodeId: uuid('zarcode_id')
      .notNull()
      .references(() => zarcodes.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('access_links_secret_hash_unique').on(t.secretHash),
    uniqueIndex('access_links_one_live_per_recipient')
      .on(t.zarcodeId, sql`lower(${t.recipientName})`)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Accounts the owner named, who see the access details when signed in. */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zarcodeId: uuid('zarcode_id')
      .notNull()
      .references(() => zarcodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('access_grants_code_user_unique').on(t.zarcodeId, t.userId), index('access_grants_user_idx').on(t.userId)],
);

/** Every look at a code's access details by someone other than its owner: who or which link, and when. */
export const accessViews = pgTable(
  'access_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zarcodeId: uuid('zarcode_id')
      .notNull()
      .references(() => zarcodes.id, { onDelete: 'cascade' }),
    via: text('via', { enum: ['link', 'account', 'admin'] }).notNull(),
    viewerUserId: uuid('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    accessLinkId: uuid('access_link_id').references(() => accessLinks.id, { onDelete: 'set null' }),
    /** Who it was, as text that outlives the account or link: a name and e-mail, or the link's recipient. */
    viewerLabel: text('viewer_label').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_views_code_idx').on(t.zarcodeId, t.viewedAt)],
);

/**
 * A person's copy of everything held about them (the ZIP of "Download my data"), built in the
 * background: queued, then running (with its progress, bumping updatedAt as it goes), then ready in
 * the export storage until expiresAt, when the retention job deletes the file and marks it expired.
 * The row outlives its account (user id set null) only until then, so a file is never left unowned
 * in storage when an account goes while its export is kept.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('queued'),
    /** 0 to 100 while running; 100 once ready. */
    progress: smallint('progress').notNull().default(0),
    /** Where the ZIP is kept (the export storage), once ready. */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_status_idx').on(t.status, t.updatedAt),
    check('data_exports_progress_range', sql`${t.progress} between 0 and 100`),
    check('data_exports_ready_has_file', sql`${t.status} <> 'ready' or (${t.storageKey} is not null and ${t.expiresAt} is not null)`),
  ],
);

/**
 * A signed-in person's answers to a consent notice (the analytics notice), one row per answer, never
 * changed: when, which choice, and the version of the notice's words they answered.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['analytics'] }).notNull(),
    choice: text('choice', { enum: ['accepted', 'declined'] }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * Each number that has written to a channel, by its keyed hash (never the number): the language it
 * chose and whether it asked us to STOP. Kept while it is needed: a number that stopped us stays
 * stopped until it writes again; another is forgotten a year after its last message (a job).
 */
export const channelContacts = pgTable(
  'channel_contacts',
  {
    channel: text('channel', { enum: CHANNELS }).notNull(),
    numberHash: text('number_hash').notNull(),
    /** 'en', 'af', 'zu' or 'xh'; null until the number chose one. */
    language: text('language'),
    /** Set by STOP: nothing is sent to the number on this channel until it writes again. */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.numberHash] }), index('channel_contacts_last_message_idx').on(t.lastMessageAt)],
);

/**
 * Every turn of a conversation on WhatsApp, by SMS or by USSD, and every SMS the server sent on its
 * own (a USSD lookup's map link, a location request): when, on which channel, from and to which
 * number (its hash, its masked form, and in full for 30 days only), what was asked, what was answered
 * and how its delivery went. A provider's message id is unique per channel, so a delivery the provider
 * retries is never answered twice.
 */
export const channelMessages = pgTable(
  'channel_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    origin: text('origin', { enum: TURN_ORIGINS }).notNull().default('inbound'),
    /** The provider's id of the message received (WhatsApp's wamid, the SMS aggregator's id, USSD session and step). */
    providerMessageId: text('provider_message_id'),
    numberHash: text('number_hash').notNull(),
    /** The number in E.164, cleared 30 days after the turn (a job). */
    phoneNumber: text('phone_number'),
    /** '+27 82 *** **67'. */
    maskedNumber: text('masked_number').notNull(),
    kind: text('kind', { enum: TURN_KINDS }).notNull(),
    /** The text received ('[location -33.924900, 18.424100]' for a pin); null for a message we sent on our own. */
    asked: text('asked'),
    /** The text answered (WhatsApp's text message, the SMS, the USSD screen); null when none was due. */
    answered: text('answered'),
    language: text('language').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('received'),
    /** Why a send failed, as the provider said. */
    error: text('error'),
    /** The provider's ids of the messages sent in answer, which its status callbacks name. */
    replyMessageIds: text('reply_message_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Who had the server send it (a location request from /requests or the API). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channel_messages_provider_message_unique').on(t.channel, t.providerMessageId),
    index('channel_messages_created_idx').on(t.createdAt),
    index('channel_messages_number_idx').on(t.numberHash, t.createdAt),
    index('channel_messages_reply_ids_idx').using('gin', t.replyMessageIds),
  ],
);

/** Webhook calls refused (a wrong signature or secret), counted per channel, reason and South African day. */
export const channelRefusals = pgTable(
  'channel_refusals',
  {
    channel: text('channel', { enum: CHANNELS }).notNull(),
    reason: text('reason', { enum: REFUSAL_REASONS }).notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
    lastRefusedAt: timestamp('last_refused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.reason, t.day] })],
);

/**
 * The key of the numbers' hashes (HMAC-SHA256): made once, at random, by the first instance that
 * needs it, and shared by every instance through the database. Kept apart from JWT_SECRET, so that
 * a new sign-in secret does not forget who asked us to STOP.
 */
export const channelNumberKey = pgTable(
  'channel_number_key',
  {
    id: smallint('id').primaryKey().default(1),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('channel_number_key_single_row', sql`${t.id} = 1`)],
);

/**
 * Where a user's webhooks go: an endpoint's address, the events it takes, and its signing secret. The
 * secret is kept as it is, unlike keys and links, which are kept hashed: every delivery is signed
 * with it (HMAC), so the server must hold it; it is shown to its owner only when made or replaced.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The queue of webhook deliveries: one row per event and endpoint, written in the transaction of the
 * change it tells of. A dispatcher claims due rows (FOR UPDATE SKIP LOCKED) by writing its instance
 * into `claimed_by`, sends, and records the outcome (features/webhooks/dispatcher.ts). `body` is the
 * JSON as sent, byte for byte; each try signs it with its own time.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    /** Sent again by hand: a copy of an earlier delivery of the same event. */
    isResend: boolean('is_resend').notNull().default(false),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The dispatcher sending it now; null while it waits. */
    claimedBy: text('claimed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending' and ${t.claimedBy} is null`),
    index('webhook_deliveries_claimed_idx').on(t.claimedBy).where(sql`${t.claimedBy} is not null`),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

/** Every try of a delivery: when, what came back, and which instance sent it. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['delivered', 'failed'] }).notNull(),
    /** The receiver's HTTP status; null when none came. */
    responseStatus: integer('response_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    /** host:pid of the instance that sent it. */
    instance: text('instance').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);

/** The codes an API key watches: their changes go to the key owner's webhooks. Gone with the key or the code. */
export const zarcodeWatches = pgTable(
  'zarcode_watches',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    zarcodeId: uuid('zarcode_id')
      .notNull()
      .references(() => zarcodes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.zarcodeId] }), index('zarcode_watches_zarcode_idx').on(t.zarcodeId)],
);

/** A courier's delivery run, kept for a signed-in courier (an anonymous courier's stays on the phone). */
export const runs = pgTable(
  'runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The courier's name for it; none shows its date. */
    name: text('name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('runs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A run's stops, in their order (`position`). `delivery_key` is the delivery link's key the run was
 * given with the code, which shows the stop's access details to the run's courier; it is never answered.
 */
export const runStops = pgTable(
  'run_stops',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    zarcodeId: uuid('zarcode_id')
      .notNull()
      .references(() => zarcodes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    state: text('state', { enum: STOP_STATES }).notNull().default('pending'),
    /** When the courier marked it, by the phone's clock (a change made offline arrives later). */
    stateAt: timestamp('state_at', { withTimezone: true }),
    deliveryKey: text('delivery_key'),
  },
  // Deleting a code finds its stops by this.
  (t) => [primaryKey({ columns: [t.runId, t.zarcodeId] }), index('run_stops_zarcode_idx').on(t.zarcodeId)],
);

/**
 * Links that open a run without an account: 'view' (a colleague follows it, read-only; one per run,
 * made by its courier) and 'work' (a run made through the API, opened and worked on a courier's
 * phone). Only a SHA-256 of the token is kept.
 */
export const runLinks = pgTable(
  'run_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['view', 'work'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('run_links_token_hash_unique').on(t.tokenHash), uniqueIndex('run_links_one_per_kind').on(t.runId, t.kind)],
);

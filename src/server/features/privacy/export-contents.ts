import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../../domain/brand';
import { DATA_EXPORT_KEPT_HOURS } from '../../../domain/privacy/privacy';
import type { Database } from '../../db/client';
import {
  accessGrants,
  accessLinks,
  accessViews,
  apiKeyDailyUsage,
  apiKeys,
  bundles,
  changeRequests,
  consentRecords,
  creatorProfiles,
  locationRequests,
  payments,
  runStops,
  runs,
  savedCodes,
  users,
  vouchers,
  zarcodeAccessDetails,
  zarcodeImages,
  zarcodes,
} from '../../db/schema';
import { selectZarcodesWithViews } from '../zarcodes';

/*
 * What a person's export holds: one JSON file per kind of data, and the photos of their codes. Every
 * field is written out by name, so nothing is added by accident (no password hash, no hash of a key,
 * link or token: those are secrets even from their owner, and would let no one in anyway).
 */

/** A photo to put in the ZIP: where it goes, and which stored image it is. */
export interface ExportPhoto {
  path: string;
  imageId: string;
}

export interface ExportContents {
  /** File name (`profile.json`) and what it holds, written as JSON. */
  files: { name: string; data: unknown }[];
  photos: ExportPhoto[];
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;
const coordinate = (value: string | null) => (value === null ? null : Number(value));

/** Reads everything held about `userId`, for their export. */
export async function gatherExportContents(db: Database, userId: string): Promise<ExportContents> {
  const [[account], [creator], codes, requests, paid, bundleRows, locations, keys, saved, consents, runRows, runStopRows] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId)).limit(1),
    selectZarcodesWithViews(db).where(eq(zarcodes.userId, userId)).orderBy(asc(zarcodes.createdAt)),
    db
      .select({ request: changeRequests, code: zarcodes.code })
      .from(changeRequests)
      .innerJoin(zarcodes, eq(zarcodes.id, changeRequests.zarcodeId))
      .where(eq(changeRequests.userId, userId))
      .orderBy(asc(changeRequests.createdAt)),
    db
      .select({ payment: payments, voucher: vouchers.code })
      .from(payments)
      .leftJoin(vouchers, eq(vouchers.id, payments.voucherId))
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt)),
    db.select().from(bundles).where(eq(bundles.userId, userId)).orderBy(asc(bundles.createdAt)),
    db.select().from(locationRequests).where(eq(locationRequests.userId, userId)).orderBy(asc(locationRequests.createdAt)),
    db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt)),
    db
      .select({ code: zarcodes.code, savedAt: savedCodes.createdAt })
      .from(savedCodes)
      .innerJoin(zarcodes, eq(zarcodes.id, savedCodes.zarcodeId))
      .where(eq(savedCodes.userId, userId))
      .orderBy(asc(savedCodes.createdAt)),
    db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(asc(consentRecords.createdAt)),
    db.select().from(runs).where(eq(runs.userId, userId)).orderBy(asc(runs.createdAt)),
    db
      .select({ runId: runStops.runId, code: zarcodes.code, state: runStops.state, stateAt: runStops.stateAt })
      .from(runStops)
      .innerJoin(runs, eq(runs.id, runStops.runId))
      .innerJoin(zarcodes, eq(zarcodes.id, runStops.zarcodeId))
      .where(eq(runs.userId, userId))
      .orderBy(asc(runStops.position)),
  ]);
  if (!account) throw new Error(`The account ${userId} is gone`);

  const codeIds = codes.map((code) => code.id);
  const keyIds = keys.map((key) => key.id);
  const [details, links, grants, views, images, usage] = codeIds.length + keyIds.length === 0
    ? [[], [], [], [], [], []]
    : await Promise.all([
        codeIds.length ? db.select().from(zarcodeAccessDetails).where(inArray(zarcodeAccessDetails.zarcodeId, codeIds)) : [],
        codeIds.length ? db.select().from(accessLinks).where(inArray(accessLinks.zarcodeId, codeIds)).orderBy(asc(accessLinks.createdAt)) : [],
        codeIds.length
          ? db
              .select({ zarcodeId: accessGrants.zarcodeId, email: users.email, createdAt: accessGrants.createdAt })
              .from(accessGrants)
              .innerJoin(users, eq(users.id, accessGrants.userId))
              .where(inArray(accessGrants.zarcodeId, codeIds))
              .orderBy(asc(accessGrants.createdAt))
          : [],
        codeIds.length ? db.select().from(accessViews).where(inArray(accessViews.zarcodeId, codeIds)).orderBy(desc(accessViews.viewedAt)) : [],
        codeIds.length
          ? db
              .select()
              .from(zarcodeImages)
              .where(and(inArray(zarcodeImages.zarcodeId, codeIds), isNotNull(zarcodeImages.zarcodeId)))
              .orderBy(asc(zarcodeImages.displayOrder), asc(zarcodeImages.createdAt))
          : [],
        keyIds.length ? db.select().from(apiKeyDailyUsage).where(inArray(apiKeyDailyUsage.apiKeyId, keyIds)).orderBy(asc(apiKeyDailyUsage.day)) : [],
      ]);

  const codeById = new Map(codes.map((code) => [code.id, code.code]));
  const photos: ExportPhoto[] = [];
  const photosOf = (zarcodeId: string, code: string) =>
    images
      .filter((image) => image.zarcodeId === zarcodeId)
      .map((image, index) => {
        const path = `photos/${code}/${index + 1}.webp`;
        photos.push({ path, imageId: image.id });
        return { file: path, originalFilename: image.originalFilename, width: image.width, height: image.height, uploadedAt: iso(image.createdAt) };
      });

  const profile = {
    account: {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      contactTel: account.contactTel,
      role: account.role,
      isActive: account.isActive,
      emailNotifications: account.emailNotifications,
      lastSignInAt: iso(account.lastLoginAt),
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    creatorProfile: creator
      ? {
          displayName: creator.displayName,
          slug: creator.slug,
          uniquePrefix: creator.uniquePrefix,
          useStandardPrefix: creator.useStandardPrefix,
          isActive: creator.isActive,
          instagram: creator.instagram,
          facebook: creator.facebook,
          tiktok: creator.tiktok,
          xcom: creator.xcom,
          website: creator.website,
          email: creator.email,
          hiddenAt: iso(creator.hiddenAt),
          hiddenReason: creator.hiddenReason,
          createdAt: iso(creator.createdAt),
        }
      : null,
  };

  const codesFile = codes.map((code) => {
    const detail = details.find((row) => row.zarcodeId === code.id);
    return {
      code: code.code,
      title: code.title,
      description: code.description,
      privacy: code.privacy,
      latitude: coordinate(code.latitude),
      longitude: coordinate(code.longitude),
      addressLine1: code.addressLine1,
      addressLine2: code.addressLine2,
      suburb: code.suburb,
      city: code.city,
      province: code.province,
      country: code.country,
      isCreatorCode: code.isCreatorCode,
      isVerified: code.isVerified,
      hiddenAt: iso(code.hiddenAt),
      hiddenReason: code.hiddenReason,
      views: code.views,
      createdAt: iso(code.createdAt),
      updatedAt: iso(code.updatedAt),
      accessDetails: detail
        ? {
            unitFloor: detail.unitFloor,
            gateCode: detail.gateCode,
            entrance: detail.entrance,
            openingHours: detail.openingHours,
            landmark: detail.landmark,
            driverNote: detail.driverNote,
            updatedAt: iso(detail.updatedAt),
          }
        : null,
      deliveryLinks: links
        .filter((link) => link.zarcodeId === code.id)
        .map((link) => ({ recipientName: link.recipientName, createdAt: iso(link.createdAt), expiresAt: iso(link.expiresAt), revokedAt: iso(link.revokedAt) })),
      sharedWithAccounts: grants.filter((grant) => grant.zarcodeId === code.id).map((grant) => ({ email: grant.email, since: iso(grant.createdAt) })),
      photos: photosOf(code.id, code.code),
    };
  });

  const accessLog = views.map((view) => ({ code: codeById.get(view.zarcodeId) ?? null, via: view.via, who: view.viewerLabel, at: iso(view.viewedAt) }));

  const changeRequestsFile = requests.map(({ request, code }) => ({
    code,
    reason: request.reason,
    status: request.status,
    rejectionNote: request.rejectionNote,
    approvedAt: iso(request.approvedAt),
    rejectedAt: iso(request.rejectedAt),
    appliedAt: iso(request.appliedAt),
    previousLatitude: coordinate(request.previousLatitude),
    previousLongitude: coordinate(request.previousLongitude),
    newLatitude: coordinate(request.newLatitude),
    newLongitude: coordinate(request.newLongitude),
    createdAt: iso(request.createdAt),
  }));

  const paymentsFile = {
    payments: paid.map(({ payment, voucher }) => ({
      id: payment.id,
      product: payment.product,
      bundleType: payment.bundleType,
      status: payment.status,
      mode: payment.mode,
      listAmountCents: payment.listAmountCents,
      discountCents: payment.discountCents,
      amountCents: payment.amountCents,
      vatRate: Number(payment.vatRate),
      vatCents: payment.vatCents,
      voucher,
      providerPaymentId: payment.providerPaymentId,
      codeForm: payment.codeForm,
      createdAt: iso(payment.createdAt),
      completedAt: iso(payment.completedAt),
    })),
    bundles: bundleRows.map((bundle) => ({
      bundleType: bundle.bundleType,
      totalCodes: bundle.totalCodes,
      creditsRemaining: bundle.creditsRemaining,
      isComplimentary: bundle.grantedBy !== null,
      createdAt: iso(bundle.createdAt),
      expiresAt: iso(bundle.expiresAt),
    })),
  };

  const locationRequestsFile = locations.map((request) => ({
    note: request.note,
    createdAt: iso(request.createdAt),
    expiresAt: iso(request.expiresAt),
    answer: request.answeredAt
      ? {
          answeredAt: iso(request.answeredAt),
          latitude: coordinate(request.answerLatitude),
          longitude: coordinate(request.answerLongitude),
          accuracyMeters: request.answerAccuracyMeters,
          source: request.answerSource,
          zarcode: request.answerZarcode,
          note: request.answerNote,
        }
      : null,
  }));

  const apiKeysFile = keys.map((key) => ({
    name: key.name,
    hint: key.hint,
    scopes: key.scopes,
    requestsPerSecond: key.requestsPerSecond,
    requestsPerDay: key.requestsPerDay,
    createdAt: iso(key.createdAt),
    revokedAt: iso(key.revokedAt),
    usage: usage.filter((day) => day.apiKeyId === key.id).map((day) => ({ day: day.day, requests: day.requests, refused: day.refused })),
  }));

  const runsFile = runRows.map((run) => ({
    name: run.name,
    createdAt: iso(run.createdAt),
    stops: runStopRows.filter((stop) => stop.runId === run.id).map((stop) => ({ code: stop.code, state: stop.state, stateAt: iso(stop.stateAt) })),
  }));

  const consentsFile = consents.map((consent) => ({
    purpose: consent.purpose,
    choice: consent.choice,
    noticeVersion: consent.noticeVersion,
    recordedAt: iso(consent.createdAt),
  }));

  return {
    files: [
      { name: 'profile.json', data: profile },
      { name: 'codes.json', data: codesFile },
      { name: 'access-log.json', data: accessLog },
      { name: 'change-requests.json', data: changeRequestsFile },
      { name: 'payments.json', data: paymentsFile },
      { name: 'location-requests.json', data: locationRequestsFile },
      { name: 'delivery-runs.json', data: runsFile },
      { name: 'api-keys.json', data: apiKeysFile },
      { name: 'saved-codes.json', data: saved.map((row) => ({ code: row.code, savedAt: iso(row.savedAt) })) },
      { name: 'consents.json', data: consentsFile },
    ],
    photos,
  };
}

/** The README at the top of the ZIP: what each file holds. */
export function exportReadme(exportedAt: Date): string {
  return [
    `Your ${PRODUCT_NAME} data, exported ${exportedAt.toISOString()}`,
    '',
    'profile.json            your account and, if you have one, your creator page',
    'codes.json              your codes, each with its access details, delivery links, the accounts',
    '                        you shared them with, and its photos (in photos/)',
    'access-log.json         every look at your codes\' access details by someone else',
    'change-requests.json    your requests to move a code, and their outcome',
    'payments.json           your payments and bundles',
    'location-requests.json  your "send me your location" requests and their answers',
    'delivery-runs.json      your delivery runs kept in your account: their stops, in order, and states',
    'api-keys.json           your API keys (names, scopes, limits and daily use; never the keys)',
    'saved-codes.json        the codes you saved',
    'consents.json           your answers to the analytics notice',
    'photos/<code>/<n>.webp  the photos of your codes, as we keep them (the files you uploaded were',
    '                        re-encoded without their metadata; the originals are not kept)',
    '',
    `This file is deleted from our storage ${DATA_EXPORT_KEPT_HOURS} hours after it was made.`,
    'Times are in UTC; amounts are in South African cents, VAT included.',
    '',
  ].join('\n');
}

import type { AdminChannelMessage } from '../../../domain/channels/admin-schemas';
import { channelMessages } from '../../db/schema';

/**
 * The columns of a turn staff may read: its number masked, never in full (kept 30 days, for the
 * conversation itself) nor its hash (what finds every turn of a number again).
 */
export const ADMIN_TURN_COLUMNS = {
  id: channelMessages.id,
  createdAt: channelMessages.createdAt,
  channel: channelMessages.channel,
  origin: channelMessages.origin,
  kind: channelMessages.kind,
  maskedNumber: channelMessages.maskedNumber,
  asked: channelMessages.asked,
  answered: channelMessages.answered,
  language: channelMessages.language,
  status: channelMessages.status,
  error: channelMessages.error,
};

type AdminTurnRow = { [K in keyof typeof ADMIN_TURN_COLUMNS]: (typeof channelMessages.$inferSelect)[K] };

export function presentAdminTurn(row: AdminTurnRow): AdminChannelMessage {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

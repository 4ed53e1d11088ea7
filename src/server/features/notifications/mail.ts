import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { formatRand } from '../../../domain/pricing/pricing';
import { mailTemplate } from '../../mail/template';

/** Yesterday's figures, as the daily report gives them. */
export interface DailyFigures {
  /** The South African day, YYYY-MM-DD. */
  day: string;
  newUsers: number;
  totalUsers: number;
  newCodes: number;
  newCreatorCodes: number;
  totalCodes: number;
  views: number;
  payments: number;
  /** Money strings, "0.00". */
  revenue: string;
  revenueVat: string;
  expenses: string;
  messages: number;
  unreadMessages: number;
}

export const notificationMail = {
  'new-user': mailTemplate<{ firstName: string; lastName: string; email: string; contactTel: string | null; registeredAt: string }>({
    description: 'Tells super admins of each new registration (System Settings: New user registrations).',
    sample: {
      firstName: 'Thandi',
      lastName: 'Nkosi',
      email: 'thandi@example.com',
      contactTel: '0821234567',
      registeredAt: '2026-05-01 09:30 SAST',
    },
    render: ({ firstName, lastName, email, contactTel, registeredAt }, { publicUrl }) => ({
      subject: `New ${PRODUCT_NAME} user: ${firstName} ${lastName}`,
      text: [
        `${firstName} ${lastName} registered on ${registeredAt}.`,
        '',
        `E-mail: ${email}`,
        `Phone: ${contactTel || 'not given'}`,
        '',
        `Users: ${publicUrl}/a/users`,
        '',
        'You receive this because New user registrations is on in System Settings.',
      ].join('\n'),
    }),
  }),

  'daily-stats': mailTemplate<DailyFigures>({
    description: "Yesterday's figures, at 06:00 South African time (System Settings: Daily statistics report).",
    sample: {
      day: '2026-05-01',
      newUsers: 12,
      totalUsers: 1840,
      newCodes: 31,
      newCreatorCodes: 4,
      totalCodes: 9203,
      views: 1422,
      payments: 9,
      revenue: '171.00',
      revenueVat: '22.30',
      expenses: '450.00',
      messages: 3,
      unreadMessages: 5,
    },
    render: (figures, { publicUrl }) => ({
      subject: `${PRODUCT_NAME} daily report for ${figures.day}`,
      text: [
        `${PRODUCT_NAME} on ${figures.day} (South African time):`,
        '',
        `New users: ${figures.newUsers} (${figures.totalUsers} in all)`,
        `New ${PRODUCT_NAME_PLURAL}: ${figures.newCodes}, of which ${figures.newCreatorCodes} by creators (${figures.totalCodes} in all)`,
        `Views: ${figures.views}`,
        `Payments: ${figures.payments}, ${formatRand(figures.revenue)} including ${formatRand(figures.revenueVat)} VAT`,
        `Expenses dated that day: ${formatRand(figures.expenses)}`,
        `Contact messages: ${figures.messages} (${figures.unreadMessages} unread in all)`,
        '',
        `Admin area: ${publicUrl}/a`,
        '',
        'You receive this because Daily statistics report is on in System Settings.',
      ].join('\n'),
    }),
  }),
};

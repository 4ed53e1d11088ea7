import { PRODUCT_NAME } from '../../../domain/brand';
import { mailTemplate } from '../../mail/template';

/**
 * The decisions on a change request, mailed to the code's owner. Account mail: sent whatever the
 * owner's emailNotifications says (that switch is for news).
 */
export const changeRequestMail = {
  'change-request-approved': mailTemplate<{ firstName: string; code: string; editPath: string; windowEndsAt: string }>({
    description: `An admin approved the owner's request to move a ${PRODUCT_NAME}: 24 hours to move it.`,
    sample: {
      firstName: 'Thandi',
      code: '1CT-7K2M',
      editPath: '/zarcodes/1CT-7K2M/edit',
      windowEndsAt: '3 Mar 2026, 10:00 (South African time)',
    },
    render: ({ firstName, code, editPath, windowEndsAt }, { publicUrl }) => ({
      subject: `Your change request for ${code} is approved`,
      text: [
        `Hello ${firstName},`,
        '',
        `Your request to change the location of ${PRODUCT_NAME} ${code} has been approved.`,
        `You can move its marker until ${windowEndsAt}, 24 hours from the approval:`,
        '',
        `${publicUrl}${editPath}`,
        '',
        'After that the location is locked again, and a new request is needed.',
      ].join('\n'),
    }),
  }),
  'change-request-rejected': mailTemplate<{ firstName: string; code: string; note: string; supportPath: string }>({
    description: `An admin declined the owner's request to move a ${PRODUCT_NAME}, with the admin's note.`,
    sample: {
      firstName: 'Thandi',
      code: '1CT-7K2M',
      note: 'The new point is in the middle of the road. Please send a photo of the gate.',
      supportPath: '/support',
    },
    render: ({ firstName, code, note, supportPath }, { publicUrl, supportEmail }) => ({
      subject: `Your change request for ${code} was declined`,
      text: [
        `Hello ${firstName},`,
        '',
        `Your request to change the location of ${PRODUCT_NAME} ${code} was declined. The administrator wrote:`,
        '',
        note,
        '',
        `The ${PRODUCT_NAME} stays where it is. Questions? Contact support at ${publicUrl}${supportPath} or ${supportEmail}.`,
      ].join('\n'),
    }),
  }),
};

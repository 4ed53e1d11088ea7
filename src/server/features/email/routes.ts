import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/email/endpoints';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { route } from '../../plugins/endpoints';
import { auditContextOf } from '../audit';
import { describeTransport, listEmailMessages, listMailTemplates, presentEmailLogEntry, previewMailTemplate, resendEmail } from './service';
import { isMailTemplateName } from './templates';

/** /api/admin/email: the super admin's e-mail page: transport, log with resend, template previews. */
export function adminEmailRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, config } = deps;
  const context = { publicUrl: config.publicUrl, supportEmail: config.supportEmail };
  return async (app) => {
    await route(app, endpoints.adminListEmailLogEndpoint, async (request) => ({
      transport: describeTransport(config),
      messages: (await listEmailMessages(db, request.query)).map(presentEmailLogEntry),
    }));

    await route(app, endpoints.adminResendEmailEndpoint, async (request, reply) => {
      const entry = await resendEmail(deps, auditContextOf(request), request.params.id);
      return reply.code(201).send({ message: `Sent again to ${entry.toAddress}`, entry: presentEmailLogEntry(entry) });
    });

    await route(app, endpoints.adminListEmailTemplatesEndpoint, async () => ({ templates: listMailTemplates() }));

    await route(app, endpoints.adminPreviewEmailTemplateEndpoint, async (request) => {
      const { name } = request.params;
      if (!isMailTemplateName(name)) throw notFound('Template not found');
      return previewMailTemplate(name, context);
    });
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema } from '../../../domain/api/schemas';
import {
  emailLogParamsSchema,
  emailLogQuerySchema,
  emailLogReplySchema,
  resendReplySchema,
  templateListReplySchema,
  templateParamsSchema,
  templatePreviewReplySchema,
} from '../../../domain/email/schemas';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import { describeTransport, listEmailMessages, listMailTemplates, presentEmailLogEntry, previewMailTemplate, resendEmail } from './service';
import { isMailTemplateName } from './templates';

const guardErrors = errorReplies(401, 403);

/** /api/admin/email: the super admin's e-mail page: transport, log with resend, template previews. */
export function adminEmailRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  const context = { publicUrl: config.publicUrl, supportEmail: config.supportEmail };
  return async (app) => {
    declareRouteGroup(app, { access: 'superAdmin', docTag: 'admin' });
    app.get('/log', {
      schema: {
        querystring: emailLogQuerySchema,
        response: { 200: emailLogReplySchema, 400: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => ({
        transport: describeTransport(config),
        messages: (await listEmailMessages(db, request.query)).map(presentEmailLogEntry),
      }),
    });

    app.post('/log/:id/resend', {
      schema: {
        params: emailLogParamsSchema,
        response: {
          201: resendReplySchema,
          400: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          502: errorReplySchema,
          ...guardErrors,
        },
      },
      handler: async (request, reply) => {
        const entry = await resendEmail(deps, auditContextOf(request), request.params.id);
        return reply.code(201).send({ message: `Sent again to ${entry.toAddress}`, entry: presentEmailLogEntry(entry) });
      },
    });

    app.get('/templates', {
      schema: { response: { 200: templateListReplySchema, ...guardErrors } },
      handler: async () => ({ templates: listMailTemplates() }),
    });

    app.get('/templates/:name', {
      schema: {
        params: templateParamsSchema,
        response: { 200: templatePreviewReplySchema, 400: errorReplySchema, 404: errorReplySchema, ...guardErrors },
      },
      handler: async (request) => {
        const { name } = request.params;
        if (!isMailTemplateName(name)) throw notFound('Template not found');
        return previewMailTemplate(name, context);
      },
    });
  };
}

// QA control of the additional signer (docs/sandbox.md 'Additional signers and conditions'):
// list an identity as a signer of an application (creating a CO_DEEDER identity when the e-mail
// is new), take it off again, and set an application's conditions list.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isUuid, type Ctx } from '../context';
import { conditionItem, type ConditionItem } from '../data/conditions';
import { badRequest, HttpError, notFound } from '../errors';
import { hashPassword } from '../password';
import { applicationView, findApplication, patchApplication, signerUuidsOf, type ApplicationRow } from '../store/applications';
import { clearConditions, conditionsOf, setConditions } from '../store/conditions';
import { createIdentity, findIdentityByEmail, findProfile } from '../store/identities';

/** Password of a signer identity the sandbox creates when the body gives none. */
export const SIGNER_DEFAULT_PASSWORD = 'Signer-Sandbox-2026!';
/** Phone of a signer identity the sandbox creates. */
const SIGNER_PHONE = '5125550199';

interface SignerBody {
  email: string;
  password?: string;
  profileType?: 'CO_DEEDER' | 'PRIMARY';
  firstName?: string;
  lastName?: string;
  signerVersion?: string | null;
}

interface ConditionsBody {
  conditions: {
    uuid?: string;
    categoryEnum: string;
    notes?: string | null;
    commentsToBorrower?: string | null;
    actionNeeded?: boolean;
    requestDocuments?: string[];
    xtraData?: Record<string, unknown>;
    status?: string;
    created?: string;
  }[];
}

/** Registers the signer QA routes under /__sandbox/. */
export function signerControlRoutes(app: FastifyInstance, ctx: Ctx): void {
  const P = '/__sandbox/applications/:uuid';

  const load = async (uuid: string): Promise<ApplicationRow> => {
    if (!isUuid(uuid)) throw badRequest('Application id is malformed');
    const row = await findApplication(ctx.db, uuid);
    if (row === undefined) throw notFound('application');
    return row;
  };

  const listed = (row: ApplicationRow): { identityUuid: string }[] => signerUuidsOf(row).map((identityUuid) => ({ identityUuid }));

  app.post<{ Params: { uuid: string } }>(`${P}/signers`, async (req) => {
    const body = ctx.validators.parse<SignerBody>('sandbox-signer', req.body);
    const row = await load(req.params.uuid);
    const now = ctx.now();
    let identity = await findIdentityByEmail(ctx.db, row.org_code, body.email);
    if (identity?.uuid === row.identity_uuid) throw badRequest('The applicant cannot be an additional signer on their own application');
    const created = identity === undefined;
    if (identity === undefined) {
      identity = await createIdentity(
        ctx.db,
        {
          org: row.org_code,
          email: body.email,
          passwordHash: await hashPassword(body.password ?? SIGNER_DEFAULT_PASSWORD),
          phone: SIGNER_PHONE,
          profileType: body.profileType ?? 'CO_DEEDER',
          ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
          ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
        },
        now,
      );
      if (identity === undefined) throw new HttpError(409, 'identity exists');
    } else if (body.profileType !== undefined) {
      await ctx.db.query('update profiles set type = $2, updated_at = $3 where identity_uuid = $1', [identity.uuid, body.profileType, now]);
    }
    const signers = listed(row);
    if (!signers.some((s) => s.identityUuid === identity.uuid)) signers.push({ identityUuid: identity.uuid });
    const version = body.signerVersion === undefined ? 'v1' : body.signerVersion;
    const updated = await patchApplication(ctx.db, row, { helocSigners: signers, additionalSignerVersion: version }, now);
    const profile = await findProfile(ctx.db, identity.uuid);
    return {
      signer: { identityUuid: identity.uuid, email: identity.email, orgCode: identity.org_code, profileType: profile?.type ?? 'PRIMARY', created },
      application: applicationView(updated),
    };
  });

  app.delete<{ Params: { uuid: string; identityUuid: string } }>(`${P}/signers/:identityUuid`, async (req) => {
    const row = await load(req.params.uuid);
    const signers = listed(row).filter((s) => s.identityUuid.toLowerCase() !== req.params.identityUuid.toLowerCase());
    const updated = await patchApplication(ctx.db, row, { helocSigners: signers }, ctx.now());
    return { application: applicationView(updated) };
  });

  app.get<{ Params: { uuid: string } }>(`${P}/conditions`, async (req) => {
    const { items, source } = await conditionsOf(ctx.db, await load(req.params.uuid));
    return { source, conditions: items };
  });

  app.put<{ Params: { uuid: string } }>(`${P}/conditions`, async (req) => {
    const body = ctx.validators.parse<ConditionsBody>('sandbox-conditions', req.body);
    const row = await load(req.params.uuid);
    const now = ctx.now();
    const items: ConditionItem[] = body.conditions.map((c) =>
      conditionItem(row.uuid, {
        uuid: c.uuid ?? randomUUID(),
        categoryEnum: c.categoryEnum,
        at: c.created !== undefined ? new Date(c.created).toISOString() : new Date(now).toISOString(),
        ...(c.notes !== undefined ? { notes: c.notes } : {}),
        ...(c.commentsToBorrower !== undefined ? { commentsToBorrower: c.commentsToBorrower } : {}),
        ...(c.status !== undefined ? { status: c.status } : {}),
        ...(c.actionNeeded !== undefined ? { actionNeeded: c.actionNeeded } : {}),
        ...(c.requestDocuments !== undefined ? { requestDocuments: c.requestDocuments } : {}),
        ...(c.xtraData !== undefined ? { xtraData: c.xtraData } : {}),
      }),
    );
    await setConditions(ctx.db, row.uuid, items, now);
    return { source: 'qa', conditions: items };
  });

  app.delete<{ Params: { uuid: string } }>(`${P}/conditions`, async (req) => {
    const row = await load(req.params.uuid);
    await clearConditions(ctx.db, row.uuid);
    return { source: 'default', conditions: (await conditionsOf(ctx.db, row)).items };
  });
}

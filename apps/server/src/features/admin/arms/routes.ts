import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { recordExport } from '../audit-log/record-export.ts';
import { okWith } from '../ok-with.ts';
import { requestStudy } from '../request-study.ts';
import { sendCsv } from '../send-csv.ts';
import { exportAllocations } from './export.ts';
import { createArm, listArms, saveRandomisation } from './service.ts';
import { uploadAllocationTable } from './table.ts';

/** Randomised arms (issue 20, decision 083): the arms, how codes allocate, the allocation list. */
export async function armRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminArms, async (request) =>
    ok(request, null, await listArms(deps, requestStudy(request))),
  );

  registerCall(app, calls.adminCreateArm, async (request) =>
    ok(request, 'adminArmCreated', {
      arm: await createArm(deps, requestStudy(request), request.body, consoleActor(request)),
    }),
  );

  registerCall(app, calls.adminSaveRandomisation, async (request) =>
    ok(request, 'adminRandomisationSaved', {
      randomisation: await saveRandomisation(
        deps,
        requestStudy(request),
        request.body,
        consoleActor(request),
      ),
    }),
  );

  registerCall(app, calls.adminUploadAllocationTable, async (request) => {
    const rows = await uploadAllocationTable(
      deps,
      requestStudy(request),
      request.body.csv,
      consoleActor(request),
    );
    return okWith(request, 'adminTableSaved', { count: rows }, { rows });
  });

  registerCall(app, calls.adminAllocationsExport, async (request, reply) => {
    await recordExport(deps, consoleActor(request), 'allocations', {});
    return sendCsv(
      reply,
      'allocations',
      deps.now(),
      exportAllocations(deps, requestStudy(request)),
    );
  });
}

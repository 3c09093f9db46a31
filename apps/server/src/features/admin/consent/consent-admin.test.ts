import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  apiPath,
  MESSAGES,
  ZAdminConsentResponse,
  ZConsentParticipantsResponse,
} from '@resona/contract';
import { auditLog, consentDocuments, consentSignatures } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { buildStudy } from '../../../test/factories.ts';
import { errorOf } from '../../../test/http.ts';
import { joinStudy, signCurrentVersion, sixTexts } from '../../consent/test-helpers.ts';
import {
  call,
  dataOf,
  expectRunsStudyOnly,
  signInAdmin,
  signInMember,
  signInParticipant,
  signInStudyParticipant,
  type Auth,
} from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());

const page = async () =>
  ZAdminConsentResponse.parse((await call(app, 'GET', API.adminConsent, admin.auth)).json()).data;
const saveDraft = (body: Record<string, unknown>) =>
  call(app, 'POST', API.adminConsentDraft, admin.auth, body);
const publish = () => call(app, 'POST', API.adminConsentPublish, admin.auth);
const lastAudit = async () =>
  (await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('the consent document in the console', () => {
  it('starts empty, refuses to publish without a draft', async () => {
    expect(await page()).toEqual({ draft: null, versions: [], withdrawal_data: 'keep' });
    expect(errorOf(await publish())).toMatchObject({
      status: 409,
      type: 'CONSENT_NOT_OPEN',
      message: MESSAGES.en.adminConsentNoDraft,
    });
  });

  it('saves the draft one language at a time, each save in the trail', async () => {
    const saved = dataOf<{ texts: Record<string, string> }>(
      await saveDraft({ language: 'en', text: '  I agree to breathe.  ' }),
    );
    expect(saved.texts).toEqual({ en: 'I agree to breathe.' });
    expect(await lastAudit()).toMatchObject({
      actorId: admin.user.id,
      action: 'consent.save',
      target: 'consent:draft',
      before: null,
      after: { language: 'en', text: 'I agree to breathe.' },
    });
    const marker = (await lastAudit())!.id;
    // The same text again changes nothing and records nothing.
    dataOf(await saveDraft({ language: 'en', text: 'I agree to breathe.' }));
    expect((await lastAudit())!.id).toBe(marker);
  });

  it('refuses each invalid draft field', async () => {
    for (const [body, field, key] of [
      [{ language: 'xx', text: 'Hello' }, 'language', 'fieldInvalid'],
      [{ text: 'Hello' }, 'language', 'fieldInvalid'],
      [{ language: 'en', text: '   ' }, 'text', 'fieldRequired'],
      [{ language: 'en' }, 'text', 'fieldRequired'],
      [{ language: 'en', text: 'x'.repeat(20_001) }, 'text', 'adminConsentTooLong'],
      [{ language: 'en', text: 'bell \u0007' }, 'text', 'textControlCharacters'],
    ] as const) {
      const error = errorOf(await saveDraft(body));
      expect(error, JSON.stringify(body).slice(0, 80)).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
      });
      expect(error.fields?.[field]).toBe(key);
    }
  });

  it('publishes only a draft complete in six languages, as the next version', async () => {
    const error = errorOf(await publish());
    expect(error).toMatchObject({ status: 400, type: 'VALIDATION_ERROR' });
    expect(error.message).toBe(
      MESSAGES.en.adminConsentIncomplete.replace('{{missing}}', 'fr, de, ar, uk, es'),
    );
    for (const [language, text] of Object.entries(sixTexts('one'))) {
      dataOf(await saveDraft({ language, text }));
    }
    const res = await publish();
    expect(dataOf<{ version: number }>(res)).toEqual({ version: 1 });
    expect(res.json().message).toBe('Version 1 published');
    expect(await lastAudit()).toMatchObject({
      action: 'consent.publish',
      target: 'consent:1',
      after: { version: 1, texts: sixTexts('one') },
    });
    const after = await page();
    expect(after.draft).toBeNull();
    expect(after.versions).toMatchObject([{ version: 1, texts: sixTexts('one'), signed: 0 }]);
    expect(errorOf(await publish()).type).toBe('CONSENT_NOT_OPEN');

    // The next draft starts from the current version: one language edited, five carried over.
    const draft = dataOf<{ texts: Record<string, string> }>(
      await saveDraft({ language: 'de', text: 'Neue Fassung' }),
    );
    expect(draft.texts).toEqual({ ...sixTexts('one'), de: 'Neue Fassung' });
    expect(dataOf<{ version: number }>(await publish())).toEqual({ version: 2 });
    expect((await page()).versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it('sets the withdrawal protocol, recording a change and refusing an unknown choice', async () => {
    for (const body of [{ withdrawal_data: 'shred' }, {}, { withdrawal_data: 1 }]) {
      expect(
        errorOf(await call(app, 'POST', API.adminConsentProtocol, admin.auth, body)),
      ).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
      });
    }
    dataOf(
      await call(app, 'POST', API.adminConsentProtocol, admin.auth, { withdrawal_data: 'erase' }),
    );
    expect(await lastAudit()).toMatchObject({
      action: 'consent.protocol',
      before: { withdrawal_data: 'keep' },
      after: { withdrawal_data: 'erase' },
    });
    const marker = (await lastAudit())!.id;
    dataOf(
      await call(app, 'POST', API.adminConsentProtocol, admin.auth, { withdrawal_data: 'erase' }),
    );
    expect((await lastAudit())!.id).toBe(marker);
    expect((await page()).withdrawal_data).toBe('erase');
  });

  it('lists the study’s participants with their consent, and hands out their signed copies', async () => {
    const signer = await signInParticipant(db, clock.now());
    await joinStudy(db, signer.user.id);
    const signature = await signCurrentVersion(db, signer.user.id, clock.now());
    const waiting = await signInParticipant(db, clock.now());
    await joinStudy(db, waiting.user.id);
    const outside = await signInParticipant(db, clock.now());

    const people = ZConsentParticipantsResponse.parse(
      (await call(app, 'GET', API.adminConsentParticipants, admin.auth)).json(),
    ).data.participants;
    const byId = new Map(people.map((p) => [p.user_id, p]));
    expect(byId.get(signer.user.id)).toMatchObject({
      email: signer.user.email,
      state: 'signed',
      latest: { id: signature.id, version: signature.version },
      withdrawn_at: null,
    });
    expect(byId.get(signer.user.id)!.pseudonym).toMatch(/^[0-9a-f]{16}$/);
    expect(byId.get(waiting.user.id)).toMatchObject({ state: 'required', latest: null });
    expect(byId.has(outside.user.id)).toBe(false);
    expect(byId.has(admin.user.id)).toBe(false);

    const url = apiPath(API.adminConsentSignature, { id: signature.id });
    const res = await call(app, 'GET', url, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Test Person');
    expect(await lastAudit()).toMatchObject({
      action: 'export.download',
      target: `consent-signature:${signature.id}`,
      after: { user_id: signer.user.id, version: signature.version },
    });
    expect(
      errorOf(
        await call(app, 'GET', apiPath(API.adminConsentSignature, { id: 999_999 }), admin.auth),
      ).status,
    ).toBe(404);
    expect(
      errorOf(
        await call(
          app,
          'GET',
          apiPath(API.adminConsentSignature, { id: 'x' as unknown as number }),
          admin.auth,
        ),
      ).status,
    ).toBe(400);
  });

  it('shows a withdrawn participant as withdrawn', async () => {
    const person = await signInParticipant(db, clock.now());
    await joinStudy(db, person.user.id);
    await signCurrentVersion(db, person.user.id, clock.now());
    dataOf(await call(app, 'POST', API.withdrawFromStudy, person.auth, { confirm: true }));
    const people = ZConsentParticipantsResponse.parse(
      (await call(app, 'GET', API.adminConsentParticipants, admin.auth)).json(),
    ).data.participants;
    expect(people.find((p) => p.user_id === person.user.id)).toMatchObject({
      state: 'withdrawn',
      data_erased: true,
    });
  });
});

describe('two studies', () => {
  it("keeps each study's document, versions, protocol, signers and copies its own", async () => {
    const other = await buildStudy(db);
    const team = await signInMember(db, clock.now(), { role: 'researcher', studyId: other.id });
    const inOther = (url: string, id?: number) =>
      apiPath(url, { studyId: other.id, ...(id && { id }) });
    const theirPage = async () =>
      ZAdminConsentResponse.parse(
        (await call(app, 'GET', inOther(API.adminConsent), team.auth)).json(),
      ).data;
    const ours = await page();
    expect(ours.versions.length).toBeGreaterThan(0);
    expect(await theirPage()).toEqual({ draft: null, versions: [], withdrawal_data: 'keep' });

    // Their draft starts empty (not from the first study's version) and publishes as their 1.
    for (const [language, text] of Object.entries(sixTexts('their study'))) {
      const body = { language, text };
      dataOf(await call(app, 'POST', inOther(API.adminConsentDraft), team.auth, body));
    }
    expect(await lastAudit()).toMatchObject({ action: 'consent.save', studyId: other.id });
    const published = await call(app, 'POST', inOther(API.adminConsentPublish), team.auth);
    expect(dataOf(published)).toEqual({ version: 1 });
    const protocol = { withdrawal_data: 'erase' };
    dataOf(await call(app, 'POST', inOther(API.adminConsentProtocol), team.auth, protocol));
    expect(await theirPage()).toMatchObject({
      withdrawal_data: 'erase',
      versions: [{ version: 1 }],
    });
    expect(await page()).toEqual(ours);

    // Their participant signs their version; each study lists its own signers only.
    const theirs = await signInStudyParticipant(db, clock.now(), { studyId: other.id });
    const [document] = await db
      .select()
      .from(consentDocuments)
      .where(eq(consentDocuments.studyId, other.id));
    const [signature] = await db
      .insert(consentSignatures)
      .values({
        userId: theirs.user.id,
        documentId: document!.id,
        version: 1,
        language: 'en',
        text: document!.texts.en!,
        textSha256: 'x'.repeat(64),
        typedName: 'Their Person',
        signedAt: clock.now(),
      })
      .returning();
    const signer = await signInParticipant(db, clock.now());
    await joinStudy(db, signer.user.id);
    const ourSignature = await signCurrentVersion(db, signer.user.id, clock.now());
    const listed = async (url: string, auth: Auth) =>
      ZConsentParticipantsResponse.parse((await call(app, 'GET', url, auth)).json()).data
        .participants;
    const theirList = await listed(inOther(API.adminConsentParticipants), team.auth);
    expect(theirList.map((p) => [p.user_id, p.state])).toEqual([[theirs.user.id, 'signed']]);
    const ourList = await listed(API.adminConsentParticipants, admin.auth);
    expect(ourList.map((p) => p.user_id)).toContain(signer.user.id);
    expect(ourList.map((p) => p.user_id)).not.toContain(theirs.user.id);
    expect((await page()).versions.at(-1)!.signed).toBe(ours.versions.at(-1)!.signed);

    // A signed copy is handed out in its own study only; elsewhere it does not exist.
    const theirCopy = await call(
      app,
      'GET',
      inOther(API.adminConsentSignature, signature!.id),
      team.auth,
    );
    expect(theirCopy.statusCode).toBe(200);
    expect(theirCopy.body).toContain('Their Person');
    const crossed = inOther(API.adminConsentSignature, ourSignature.id);
    expect(errorOf(await call(app, 'GET', crossed, team.auth))).toMatchObject({ status: 404 });
    const back = apiPath(API.adminConsentSignature, { studyId: 1, id: signature!.id });
    expect(errorOf(await call(app, 'GET', back, admin.auth))).toMatchObject({ status: 404 });
    // Nor does the first study's team reach the other study.
    expect(errorOf(await call(app, 'GET', inOther(API.adminConsent), admin.auth)).status).toBe(404);
  });

  it.each([
    ['GET', API.adminConsent],
    ['POST', API.adminConsentDraft],
    ['POST', API.adminConsentPublish],
    ['POST', API.adminConsentProtocol],
    ['GET', API.adminConsentParticipants],
    ['GET', apiPath(API.adminConsentSignature, { id: 1 })],
  ] as const)('%s %s: those who run the study only', async (method, url) => {
    await expectRunsStudyOnly(app, db, clock.now(), { method, url });
  });
});

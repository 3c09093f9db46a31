import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, apiPath, ZAddSafetyContactResponse, ZSafetyResponse } from '@resona/contract';
import { auditLog, studies, studyContacts } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { errorOf } from '../../../test/http.ts';
import { buildStudy, uniqueEmail } from '../../../test/factories.ts';
import { call, expectRunsStudyOnly, signInAdmin, signInMember } from '../test-helpers.ts';

const { app, db, clock } = await createTestApp();
const admin = await signInAdmin(db, clock.now());

const lastAudit = async () =>
  (await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const addContact = (body: unknown, auth = admin.auth) =>
  call(app, 'POST', API.adminSafetyContacts, auth, body);
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dr Ada Safety',
  email: uniqueEmail(),
  language: 'de',
  ...overrides,
});

describe('safety contacts', () => {
  it('adds a contact in their language, lists it, and records it in the audit trail', async () => {
    const body = contact({ email: '  Ada.Safety@Example.COM ' });
    const res = await addContact(body);
    expect(res.statusCode, res.body).toBe(200);
    const reply = ZAddSafetyContactResponse.parse(res.json());
    expect(reply.message).toBe('Contact added: Dr Ada Safety');
    expect(reply.data.contact).toMatchObject({
      name: 'Dr Ada Safety',
      email: 'ada.safety@example.com',
      language: 'de',
    });
    const listed = ZSafetyResponse.parse(
      (await call(app, 'GET', API.adminSafety, admin.auth)).json(),
    );
    expect(listed.data.contacts).toContainEqual(reply.data.contact);
    expect(await lastAudit()).toMatchObject({
      action: 'safety-contact.add',
      actorId: admin.user.id,
      studyId: 1,
      target: `safety-contact:${reply.data.contact.id}`,
      after: { name: 'Dr Ada Safety', email: 'ada.safety@example.com', language: 'de' },
    });
  });

  it.each([
    [{ name: '' }, { name: 'fieldRequired' }],
    [{ name: 'x'.repeat(81) }, { name: 'adminSafetyNameLong' }],
    [{ email: 'not-an-address' }, { email: 'emailInvalid' }],
    [{ email: '' }, { email: 'emailRequired' }],
    [{ language: 'xx' }, { language: 'fieldInvalid' }],
  ])('refuses %j with a message on its field', async (overrides, fields) => {
    const before = await lastAudit();
    expect(errorOf(await addContact(contact(overrides)))).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      fields,
    });
    expect((await lastAudit()).id).toBe(before.id);
  });

  it('refuses an address already a contact of the study, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await addContact(contact({ email }))).statusCode).toBe(200);
    expect(errorOf(await addContact(contact({ email: email.toUpperCase() })))).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      fields: { email: 'adminSafetyContactTaken' },
    });
  });

  it('removes a contact, audited; a second removal is not found', async () => {
    const added = ZAddSafetyContactResponse.parse((await addContact(contact())).json()).data;
    const url = apiPath(API.adminSafetyContactRemove, { id: added.contact.id });
    const res = await call(app, 'POST', url, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Contact removed' });
    expect(await lastAudit()).toMatchObject({
      action: 'safety-contact.remove',
      target: `safety-contact:${added.contact.id}`,
      before: { name: 'Dr Ada Safety', language: 'de' },
    });
    expect(errorOf(await call(app, 'POST', url, admin.auth))).toMatchObject({ status: 404 });
    const bad = apiPath(API.adminSafetyContactRemove, { id: 'x' as unknown as number });
    expect(errorOf(await call(app, 'POST', bad, admin.auth)).status).toBe(400);
  });

  it("answers another study's contact as if it did not exist, and leaves it", async () => {
    const [other] = await db
      .insert(studies)
      .values({ name: `Other study ${crypto.randomUUID()}`, status: 'recruiting' })
      .returning();
    const [theirs] = await db
      .insert(studyContacts)
      .values({ studyId: other!.id, name: 'Their contact', email: uniqueEmail() })
      .returning();
    const url = apiPath(API.adminSafetyContactRemove, { id: theirs!.id });
    expect(errorOf(await call(app, 'POST', url, admin.auth))).toMatchObject({
      status: 404,
      type: 'NOT_FOUND',
    });
    expect(
      await db.select().from(studyContacts).where(eq(studyContacts.id, theirs!.id)),
    ).toHaveLength(1);
    const listed = ZSafetyResponse.parse(
      (await call(app, 'GET', API.adminSafety, admin.auth)).json(),
    );
    expect(listed.data.contacts.map((c) => c.id)).not.toContain(theirs!.id);
  });
});

describe('help texts', () => {
  it('saves the text per language, blank ones dropped, audited with before and after', async () => {
    const first = { en: 'Call 116 123, any time.', de: 'Rufen Sie 0800 111 0 111 an.' };
    const url = API.adminSafetyHelpTexts;
    expect((await call(app, 'POST', url, admin.auth, { help_texts: first })).statusCode).toBe(200);
    const res = await call(app, 'POST', url, admin.auth, {
      help_texts: { ...first, fr: '', es: '  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Help text saved', data: { help_texts: first } });
    const listed = ZSafetyResponse.parse(
      (await call(app, 'GET', API.adminSafety, admin.auth)).json(),
    );
    expect(listed.data.help_texts).toEqual(first);
    expect(await lastAudit()).toMatchObject({
      action: 'safety-help.save',
      target: 'study:1',
      before: first,
      after: first,
    });
  });

  it.each([
    [{ help_texts: { xx: 'Help' } }, { help_texts: 'fieldInvalid' }],
    [{ help_texts: { en: 'x'.repeat(2001) } }, { 'help_texts.en': 'adminSurveyTextLong' }],
    [{ help_texts: 'Help' }, { help_texts: 'fieldInvalid' }],
    [{}, { help_texts: 'fieldInvalid' }],
  ])('refuses %j with a message on its field', async (body, fields) => {
    expect(
      errorOf(await call(app, 'POST', API.adminSafetyHelpTexts, admin.auth, body)),
    ).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      fields,
    });
  });
});

describe('who may call', () => {
  const cases: ['GET' | 'POST', string, unknown?][] = [
    ['GET', API.adminSafety],
    ['POST', API.adminSafetyContacts, contact()],
    ['POST', apiPath(API.adminSafetyContactRemove, { id: 1 })],
    ['POST', API.adminSafetyHelpTexts, { help_texts: { en: 'Help' } }],
  ];
  it.each(cases)('%s %s: those who run the study only', async (method, url, body) => {
    await expectRunsStudyOnly(app, db, clock.now(), { method, url, body });
  });
});

describe('two studies', () => {
  it("keeps each study's contacts and help texts its own", async () => {
    const other = await buildStudy(db);
    const theirs = await signInMember(db, clock.now(), { role: 'researcher', studyId: other.id });
    const path = (url: string, id?: number) =>
      apiPath(url, { studyId: other.id, ...(id && { id }) });
    // The first study's contact and help text.
    const ours = ZAddSafetyContactResponse.parse((await addContact(contact())).json()).data.contact;
    const help = { help_texts: { en: 'Call the first study.' } };
    await call(app, 'POST', API.adminSafetyHelpTexts, admin.auth, help);
    // The other study's member adds theirs, under their study, and sees only that.
    const added = await call(app, 'POST', path(API.adminSafetyContacts), theirs.auth, contact());
    expect(added.statusCode, added.body).toBe(200);
    const mine = ZAddSafetyContactResponse.parse(added.json()).data.contact;
    expect(await lastAudit()).toMatchObject({ action: 'safety-contact.add', studyId: other.id });
    const texts = { help_texts: { en: 'Call the second study.' } };
    const saved = await call(app, 'POST', path(API.adminSafetyHelpTexts), theirs.auth, texts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await lastAudit()).toMatchObject({ target: `study:${other.id}`, before: {} });
    const seen = ZSafetyResponse.parse(
      (await call(app, 'GET', path(API.adminSafety), theirs.auth)).json(),
    ).data;
    expect(seen.contacts).toEqual([mine]);
    expect(seen.help_texts).toEqual(texts.help_texts);
    const first = ZSafetyResponse.parse(
      (await call(app, 'GET', API.adminSafety, admin.auth)).json(),
    ).data;
    expect(first.contacts).not.toContainEqual(mine);
    expect(first.help_texts).toEqual(help.help_texts);
    // The first study's contact in the other study's path is not found, and stays.
    const remove = path(API.adminSafetyContactRemove, ours.id);
    expect(errorOf(await call(app, 'POST', remove, theirs.auth))).toMatchObject({ status: 404 });
    expect(await db.select().from(studyContacts).where(eq(studyContacts.id, ours.id))).toHaveLength(
      1,
    );
    // Nor does the first study's team reach the other study at all.
    expect(errorOf(await call(app, 'GET', path(API.adminSafety), admin.auth)).status).toBe(404);
  });
});

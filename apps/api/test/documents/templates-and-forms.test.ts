import { Document, Packer, Paragraph, TextRun } from 'docx';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../docx-reader.js';
import { documentTemplateVersions, lawFirms, users } from '../../src/db/schema.js';
import { build } from '../helper.js';
import { multipart, PDF } from '../notifyflow-helpers.js';

const t = await build();
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Lawyer' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Other' });
const executor = await t.signUp({ role: 'executor' });
const beneficiary = await t.signUp({ role: 'beneficiary' });
const admin = await t.signUp({ role: 'lawyer', name: 'Ada Admin' });
await t.promote(admin, 'admin');
const [firmA, firmB] = await t.database.db
  .insert(lawFirms)
  .values([
    {
      name: 'Kauri Law',
      address: '1 Queen Street, Auckland',
      contactPhone: '09 555 0100',
      contactEmail: 'office@kauri.law.nz',
    },
    { name: 'Other Law' },
  ])
  .returning();
await t.database.db.update(users).set({ firmId: firmA!.id }).where(eq(users.id, lawyer.userId));
await t.database.db
  .update(users)
  .set({ firmId: firmB!.id })
  .where(inArray(users.id, [otherLawyer.userId]));
const estateId = await t.staffedEstate(
  { lawyer, executor, beneficiary },
  { deceasedName: 'Margaret Anne Wilson', dateOfDeath: '2026-03-10' },
);

async function docx(lines: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: lines.map((l) => new Paragraph({ children: [new TextRun(l)] })) }],
  });
  return Packer.toBuffer(doc);
}

const details = {
  name: 'Bank letter',
  description: 'Our own',
  category: 'Communications',
  status: 'active',
  tags: ['bank'],
};

function upload(
  who = lawyer,
  file: { name: string; data: Buffer } = { name: 'letter.docx', data: Buffer.alloc(0) },
  payload: object = details,
) {
  return t.as(who, {
    method: 'POST',
    url: '/api/templates',
    ...multipart(payload, [{ ...file, type: DOCX_TYPE }]),
  });
}

type Uploaded = {
  template: { id: string; version: number; fields: string[] };
  fields: string[];
  unknownFields: string[];
};

describe('document templates', () => {
  const letter = docx([
    'Estate of {{deceased.fullName}}, who died on {{estate.dateOfDeath}}.',
    'Executor: {{executor.name}}. Reference {{client.matterNumber}}.',
  ]);

  it('reads the merge fields of an uploaded template and names those the platform cannot fill', async () => {
    const res = await upload(lawyer, { name: 'letter.docx', data: await letter });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Uploaded>();
    expect(body.fields).toEqual([
      'client.matterNumber',
      'deceased.fullName',
      'estate.dateOfDeath',
      'executor.name',
    ]);
    expect(body.unknownFields).toEqual(['client.matterNumber']);
    expect(body.template.version).toBe(1);
  });

  it('refuses a file that is not a Word document with a 400 naming it', async () => {
    const res = t.as(lawyer, {
      method: 'POST',
      url: '/api/templates',
      ...multipart(details, [{ name: 'scan.pdf', data: PDF }]),
    });
    const answered = await res;
    expect(answered.statusCode).toBe(400);
    expect(answered.json<{ message: string }>().message).toContain('scan.pdf');
  });

  it('refuses a template with a broken merge field with a 400 that says why, not a 500', async () => {
    const res = await upload(lawyer, { name: 'broken.docx', data: await docx(['Dear {{executor.name']) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/broken\.docx.*(unclosed|closing)/i);
  });

  it("merges the estate's facts, reports the unknown field, and saves the result into the estate's documents", async () => {
    const { template } = (await upload(lawyer, { name: 'letter.docx', data: await letter })).json<Uploaded>();
    const merged = await t.as(lawyer, {
      method: 'GET',
      url: `/api/estates/${estateId}/templates/${template.id}/merged`,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.headers['x-unknown-fields']).toBe('client.matterNumber');
    const text = await readDocx(merged.rawPayload);
    expect(text).toContain('Estate of Margaret Anne Wilson, who died on 10 March 2026.');
    // A name outside the vocabulary is a visible blank, never a raw tag (decision 080).
    expect(text).toContain('Reference [unknown merge field: client.matterNumber].');
    expect(text).not.toContain('{{');

    const saved = await t.as(executor, {
      method: 'POST',
      url: `/api/estates/${estateId}/templates/${template.id}/merged`,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { documentId, unknownFields, missingFields } = saved.json<{
      documentId: string;
      unknownFields: string[];
      missingFields: string[];
    }>();
    expect(unknownFields).toEqual(['client.matterNumber']);
    expect(missingFields).toEqual([]);
    const docs = await t.as(lawyer, { method: 'GET', url: `/api/documents?estateId=${estateId}` });
    const found = docs
      .json<{ items: { documentId: string; tags: string[]; uploadedFile: string }[] }>()
      .items.find((d) => d.documentId === documentId);
    expect(found?.tags).toContain('template');
    expect(found?.uploadedFile).toBe('Bank letter - Estate of Margaret Anne Wilson.docx');
  });

  it("merges the starter bank letter with the estate's and the firm's facts", async () => {
    const list = await t.as(lawyer, { method: 'GET', url: '/api/templates?q=bank&pageSize=100' });
    const bank = list
      .json<{ items: { id: string; name: string; isStarter: boolean; canEdit: boolean }[] }>()
      .items.find((i) => i.isStarter);
    expect(bank?.name).toMatch(/bank/i);
    expect(bank?.canEdit).toBe(false);
    const merged = await t.as(lawyer, {
      method: 'GET',
      url: `/api/estates/${estateId}/templates/${bank!.id}/merged`,
    });
    const text = await readDocx(merged.rawPayload);
    expect(text).toContain('Margaret Anne Wilson');
    expect(text).toContain('Kauri Law');
    // No grant yet: the letter says so where the date goes, and the answer names the field.
    expect(text).not.toContain('{{');
    expect(text).toContain('[grant date not recorded]');
    expect(merged.headers['x-missing-fields']).toBe('estate.grantDate');
    expect(merged.headers['x-unknown-fields']).toBe('');
    const saved = await t.as(lawyer, {
      method: 'POST',
      url: `/api/estates/${estateId}/templates/${bank!.id}/merged`,
    });
    expect(saved.json()).toMatchObject({ unknownFields: [], missingFields: ['estate.grantDate'] });
  });

  it('a new version goes up by one and keeps the earlier file', async () => {
    const { template } = (await upload(lawyer, { name: 'letter.docx', data: await letter })).json<Uploaded>();
    const res = await t.as(lawyer, {
      method: 'POST',
      url: `/api/templates/${template.id}/versions`,
      ...multipart(undefined, [
        { name: 'letter-v2.docx', data: await docx(['Dear {{executor.name}}']), type: DOCX_TYPE },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Uploaded>().template.version).toBe(2);
    expect(res.json<Uploaded>().fields).toEqual(['executor.name']);
    const kept = await t.database.db
      .select()
      .from(documentTemplateVersions)
      .where(eq(documentTemplateVersions.templateId, template.id));
    expect(kept.map((v) => [v.version, v.fileName])).toEqual([[1, 'letter.docx']]);
    const file = await t.as(lawyer, { method: 'GET', url: `/api/templates/${template.id}/file` });
    expect(await readDocx(file.rawPayload)).toBe('Dear {{executor.name}}');
  });

  it("another firm's lawyer sees the starter set but not the firm's template; a beneficiary is refused; a lawyer may not change the starter set", async () => {
    const { template } = (await upload(lawyer, { name: 'letter.docx', data: await letter })).json<Uploaded>();
    expect(
      (await t.as(otherLawyer, { method: 'GET', url: `/api/templates/${template.id}` })).statusCode,
    ).toBe(404);
    const theirs = await t.as(otherLawyer, { method: 'GET', url: '/api/templates?pageSize=100' });
    const items = theirs.json<{ items: { id: string; isStarter: boolean }[] }>().items;
    expect(items.length).toBeGreaterThanOrEqual(7);
    expect(items.every((i) => i.isStarter)).toBe(true);
    expect((await t.as(beneficiary, { method: 'GET', url: '/api/templates' })).statusCode).toBe(403);
    expect(
      (
        await t.as(otherLawyer, {
          method: 'GET',
          url: `/api/estates/${estateId}/templates/${items[0]!.id}/merged`,
        })
      ).statusCode,
    ).toBe(404);
    const starter = await t.as(lawyer, {
      method: 'PUT',
      url: `/api/templates/${items[0]!.id}`,
      payload: details,
    });
    expect(starter.statusCode).toBe(403);
  });

  it('New Category adds to the firm library, and Edit keeps a category from the list', async () => {
    const added = await t.as(lawyer, {
      method: 'POST',
      url: '/api/template-categories',
      payload: { name: 'Trusts' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { template } = (await upload(lawyer, { name: 'letter.docx', data: await letter })).json<Uploaded>();
    const ok = await t.as(lawyer, {
      method: 'PUT',
      url: `/api/templates/${template.id}`,
      payload: { ...details, category: 'Trusts' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await t.as(lawyer, {
      method: 'PUT',
      url: `/api/templates/${template.id}`,
      payload: { ...details, category: 'Nope' },
    });
    expect(bad.statusCode).toBe(400);
    const other = await t.as(otherLawyer, { method: 'GET', url: '/api/template-categories' });
    expect(other.json<{ firm: { name: string }[] }>().firm.map((c) => c.name)).not.toContain('Trusts');
  });
});

describe('legal forms', () => {
  it('lists the starter forms; an admin adds one, a lawyer cannot', async () => {
    const list = await t.as(beneficiary, { method: 'GET', url: '/api/legal-forms?pageSize=100' });
    expect(list.statusCode).toBe(200);
    const names = list.json<{ items: { name: string; officialUrl: string; fileUrl: string | null }[] }>()
      .items;
    expect(names.map((f) => f.name).join(' | ')).toMatch(/IR3.*|IR625|IR6|MR13A|MR13B/);
    expect(names.find((f) => f.name.startsWith('High Court'))?.officialUrl).toContain('justice.govt.nz');
    expect(names.every((f) => f.fileUrl === null)).toBe(true);
    const tax = await t.as(lawyer, { method: 'GET', url: '/api/legal-forms?category=tax' });
    expect(tax.json<{ total: number }>().total).toBe(3);

    const form = {
      name: 'Notice of Choice of Option',
      description: 'Property (Relationships) Act 1976',
      category: 'court',
      jurisdiction: 'High Court of New Zealand',
      status: 'active',
      lastUpdated: '',
      officialUrl: 'https://www.justice.govt.nz/',
    };
    expect((await t.as(lawyer, { method: 'POST', url: '/api/legal-forms', payload: form })).statusCode).toBe(
      403,
    );
    const added = await t.as(admin, { method: 'POST', url: '/api/legal-forms', payload: form });
    expect(added.statusCode, added.body).toBe(201);
    const bad = await t.as(admin, {
      method: 'POST',
      url: '/api/legal-forms',
      payload: { ...form, officialUrl: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

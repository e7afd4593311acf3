import { createRequire } from 'node:module';
import type Docxtemplater from 'docxtemplater';
import type PizZip from 'pizzip';
import { isKnownMergeField, mergeFieldPlaceholder } from '@estate/domain';
import { AppError } from '../../lib/app-error.js';

/*
 * The merge engine (decision 030): docxtemplater over pizzip with `{{ }}` delimiters, the default
 * parser (a field is looked up by its whole name, `deceased.fullName`), paragraph loops for
 * `{{#beneficiaries}}…{{/beneficiaries}}`. A field the platform cannot fill is reported and shown in
 * the text as a bracketed blank ("[grant date not recorded]", decision 080), never as a raw `{{…}}`,
 * so the person reading the letter sees what is missing.
 */

const require = createRequire(import.meta.url);

/**
 * docxtemplater and pizzip (CommonJS) are loaded with the first template read, not at start-up:
 * together they take a few hundred milliseconds to load.
 */
let engine: { Docxtemplater: typeof Docxtemplater; PizZip: typeof PizZip } | undefined;
function mergeEngine(): NonNullable<typeof engine> {
  engine ??= {
    Docxtemplater: require('docxtemplater') as typeof Docxtemplater,
    PizZip: require('pizzip') as typeof PizZip,
  };
  return engine;
}

// The module's export is a factory (`module.exports = () => new InspectModule()`), which its types
// declare as a default class: required as what it is.
const newInspectModule = () => (require('docxtemplater/js/inspect-module.js') as () => Inspector)();

/** What the inspect module answers (its own types do not load under NodeNext). */
interface Inspector extends Docxtemplater.DXT.Module {
  getAllTags(): Record<string, unknown>;
}

const OPTIONS = {
  delimiters: { start: '{{', end: '}}' },
  paragraphLoop: true,
  linebreaks: true,
} as const;

/** docxtemplater's own explanation of a broken template, as a 400 naming the file. */
function brokenTemplate(fileName: string, err: unknown): AppError {
  const props = (
    err as { properties?: { errors?: { properties?: { explanation?: string } }[]; explanation?: string } }
  ).properties;
  const explanations = [
    ...(props?.errors ?? []).map((e) => e.properties?.explanation),
    props?.explanation,
  ].filter((e): e is string => Boolean(e));
  const why = explanations.length
    ? explanations.slice(0, 5).join('; ')
    : 'the file could not be read as a Word document';
  return new AppError('VALIDATION', `“${fileName}” is not a template we can merge: ${why}.`, [
    { path: 'file', message: `“${fileName}” is not a template we can merge: ${why}.` },
  ]);
}

function open(
  file: Buffer,
  fileName: string,
  modules: Docxtemplater.DXT.Module[] = [],
  nullGetter?: Docxtemplater.DXT.Options['nullGetter'],
) {
  try {
    const { Docxtemplater, PizZip } = mergeEngine();
    return new Docxtemplater(new PizZip(file), {
      ...OPTIONS,
      modules,
      ...(nullGetter ? { nullGetter } : {}),
    });
  } catch (err) {
    throw brokenTemplate(fileName, err);
  }
}

/** Field names of a tags tree from InspectModule, loops' inner fields checked inside their loop. */
function walk(
  tags: Record<string, unknown>,
  inside: string | null,
  into: { all: Set<string>; unknown: Set<string> },
) {
  for (const [name, children] of Object.entries(tags)) {
    const nested = children && typeof children === 'object' ? (children as Record<string, unknown>) : {};
    const isLoop = Object.keys(nested).length > 0;
    const shown = inside ? `${inside}.${name}` : name;
    into.all.add(shown);
    if (!isKnownMergeField(name, inside === 'beneficiaries')) into.unknown.add(shown);
    if (isLoop) walk(nested, name, into);
  }
}

/** The merge fields a template uses, and those not in the vocabulary (MERGE_FIELDS). 400 when broken. */
export function readTemplateFields(
  file: Buffer,
  fileName: string,
): { fields: string[]; unknownFields: string[] } {
  const inspect = newInspectModule();
  open(file, fileName, [inspect]);
  const found = { all: new Set<string>(), unknown: new Set<string>() };
  walk(inspect.getAllTags(), null, found);
  return { fields: [...found.all].sort(), unknownFields: [...found.unknown].sort() };
}

/** The values a merge fills: the vocabulary's names, with the beneficiaries as a list for the loop. */
export type MergeData = Record<string, string | Record<string, string>[]>;

/**
 * The template with `data` filled in. A field outside the vocabulary is named in `unknownFields`, one
 * this estate has no value for yet (no grant date, no firm) in `missingFields`; each is written as
 * its bracketed blank (`mergeFieldPlaceholder`).
 */
export function mergeTemplate(
  file: Buffer,
  fileName: string,
  data: MergeData,
): { merged: Buffer; unknownFields: string[]; missingFields: string[] } {
  const unknown = new Set(readTemplateFields(file, fileName).unknownFields);
  const missing = new Set<string>();
  const doc = open(file, fileName, [], (part) => {
    if (part.module) return '';
    const name = String(part.value);
    if (isKnownMergeField(name)) missing.add(name);
    return mergeFieldPlaceholder(name);
  });
  try {
    doc.render(data);
  } catch (err) {
    throw brokenTemplate(fileName, err);
  }
  const merged = doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { merged, unknownFields: [...unknown].sort(), missingFields: [...missing].sort() };
}

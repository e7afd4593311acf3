import type * as PdfLib from 'pdf-lib';
import type { PDFDocument, PDFPage, PDFRef } from 'pdf-lib';

/**
 * The logical structure of a PDF (ISO 32000-1 §14.7–14.8, "tagged PDF"): what a screen reader
 * follows instead of guessing from positions. Every piece of content the layout draws is marked
 * (`BDC /P <</MCID n>> … EMC`) and hung on a structure element (Document › H1, P, Table › TR › TD,
 * Figure); rules and page furniture (footers) are marked as artifacts. pdf-lib writes none of this
 * itself, so it is written here with its low-level objects when the document is saved.
 */

/** The standard structure types the layout uses. */
export type StructRole = 'Document' | 'H1' | 'H2' | 'H3' | 'P' | 'Table' | 'TR' | 'TH' | 'TD' | 'Figure';

interface MarkedContent {
  page: PDFPage;
  mcid: number;
}

export interface StructNode {
  role: StructRole;
  kids: (StructNode | MarkedContent)[];
  alt?: string;
  ref?: PDFRef;
}

/** pdf-lib, loaded with the first document (services/pdf/fonts.ts). */
type Lib = typeof PdfLib;

export class StructureTree {
  private readonly root: StructNode = { role: 'Document', kids: [] };
  private readonly open: StructNode[] = [this.root];
  /** Per page: its content's structure elements, in MCID order (the page's parent-tree entry). */
  private readonly pages = new Map<PDFPage, StructNode[]>();

  constructor(private readonly lib: Lib) {}

  /** Runs `inside` with a new element (a table, a row) as the parent of what it marks. */
  group<T>(role: StructRole, inside: () => T): T {
    const node: StructNode = { role, kids: [] };
    this.open.at(-1)!.kids.push(node);
    this.open.push(node);
    try {
      return inside();
    } finally {
      this.open.pop();
    }
  }

  /** Draws `draw` on `page` as marked content of a `role` element (a new one, or `into`). */
  mark(page: PDFPage, role: StructRole, draw: () => void, opts: { alt?: string; into?: StructNode } = {}) {
    const { PDFOperator, PDFOperatorNames: Op, PDFName } = this.lib;
    const node = opts.into ?? { role, kids: [], ...(opts.alt ? { alt: opts.alt } : {}) };
    if (!opts.into) this.open.at(-1)!.kids.push(node);
    const parents = this.pages.get(page) ?? [];
    this.pages.set(page, parents);
    const mcid = parents.length;
    parents.push(node);
    node.kids.push({ page, mcid });
    page.pushOperators(
      PDFOperator.of(Op.BeginMarkedContentSequence, [PDFName.of(role), `<</MCID ${mcid}>>`]),
    );
    draw();
    page.pushOperators(PDFOperator.of(Op.EndMarkedContent));
    return node;
  }

  /** Draws `draw` as an artifact: a rule, a page number; no reader reads it out. */
  artifact(page: PDFPage, draw: () => void, kind: 'Layout' | 'Pagination' = 'Layout') {
    const { PDFOperator, PDFOperatorNames: Op, PDFName } = this.lib;
    page.pushOperators(
      PDFOperator.of(Op.BeginMarkedContentSequence, [PDFName.of('Artifact'), `<</Type /${kind}>>`]),
    );
    draw();
    page.pushOperators(PDFOperator.of(Op.EndMarkedContent));
  }

  /** Writes the structure tree into `pdf`: StructTreeRoot, ParentTree, MarkInfo, each page's StructParents. */
  write(pdf: PDFDocument) {
    const { PDFName, PDFNumber, PDFHexString } = this.lib;
    const ctx = pdf.context;
    const assign = (node: StructNode) => {
      node.ref = ctx.nextRef();
      for (const kid of node.kids) if ('role' in kid) assign(kid);
    };
    assign(this.root);
    const build = (node: StructNode, parent: PDFRef) => {
      const kids = node.kids.map((kid) =>
        'role' in kid ? kid.ref! : ctx.obj({ Type: 'MCR', Pg: kid.page.ref, MCID: kid.mcid }),
      );
      const dict = ctx.obj({ Type: 'StructElem', S: node.role, P: parent, K: kids });
      if (node.alt) dict.set(PDFName.of('Alt'), PDFHexString.fromText(node.alt));
      ctx.assign(node.ref!, dict);
      for (const kid of node.kids) if ('role' in kid) build(kid, node.ref!);
    };
    const rootRef = ctx.nextRef();
    build(this.root, rootRef);
    const nums: (number | ReturnType<typeof ctx.obj>)[] = [];
    pdf.getPages().forEach((page, index) => {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(index));
      // Tab order follows the structure (PDF/UA-1 7.18.3).
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      nums.push(index, ctx.obj((this.pages.get(page) ?? []).map((n) => n.ref!)));
    });
    ctx.assign(
      rootRef,
      ctx.obj({
        Type: 'StructTreeRoot',
        K: this.root.ref!,
        ParentTree: ctx.obj({ Nums: nums }),
        ParentTreeNextKey: pdf.getPageCount(),
      }),
    );
    pdf.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    pdf.catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true }));
  }
}

import {
  appraisalResources,
  appraisalStates,
  appraisedSites,
  type ChecklistContent,
  type ChecklistKind,
  type ChecklistScore,
  checklistKinds,
  correctiveActionStates,
  correctiveActions,
  criteriaFor,
  findingClasses,
  formatDate,
  formatNumber,
  isAllowed,
  type Lang,
  parseChecklistAnswers,
  riskLevels,
  scoreChecklist,
  smk3lLevels,
  type Text,
} from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Caller } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';
import { type Face, pdfBytes, registerFonts } from '../../pdf/fonts.js';
import { readChecklistTemplate } from '../../resources/checklists.js';
import type { Row } from '../../resources/operations.js';
import { relationKey } from '../../resources/relations.js';
import { contentTypeOf, type FileStore, storedNameOf } from '../../storage/store.js';
import { bufferOf, maxInputPixels } from '../../storage/variants.js';

/** A corrective action of a finding, as the report lists it. */
interface ReportAction {
  criterion: string;
  plan: string | null;
  owner: string | null;
  due: string | null;
  status: string;
}

/** An evidence photo, re-encoded for the page. */
interface ReportPhoto {
  criterion: string;
  jpeg: Buffer;
}

/** What an appraisal's report shows, read and scored. */
export interface AppraisalReport {
  kind: ChecklistKind;
  row: Row;
  template: { title: string; version: number } | null;
  score: ChecklistScore | null;
  content: ChecklistContent | null;
  /** The actions of the findings, by criterion; null when the caller may not read corrective actions. */
  actions: Map<string, ReportAction> | null;
  photos: ReportPhoto[];
  /** Photos past the most a report prints. */
  photosLeftOut: number;
}

/** The most evidence photos one report prints: each is re-encoded, and a report must stay a few megabytes. */
export const maxReportPhotos = 60;
const photoSide = 800;
const printedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A photo's bytes as a JPEG at most 800 px on its longer side, upright; null when it is no such picture. */
async function printablePhoto(store: FileStore, url: string): Promise<Buffer | null> {
  const name = storedNameOf(url);
  if (!name || !printedTypes.has(contentTypeOf(name))) return null;
  const file = await store.get(name);
  if (!file) return null;
  try {
    return await sharp(await bufferOf(file.body), { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width: photoSide, height: photoSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Reads what the report of an appraisal row (already read for the caller) shows: its template version,
 * the score of its answers against that version, the corrective actions of its findings (linked to the
 * first of its revisions) and its evidence photos in the template's order. A photo whose file is gone or
 * is no picture is left out.
 */
export async function readAppraisalReport(
  db: Kysely<Database>,
  store: FileStore,
  caller: Caller | null,
  kind: ChecklistKind,
  row: Row,
): Promise<AppraisalReport> {
  const stored = await readChecklistTemplate(db, Number(row.template_id));
  const content = stored?.content ?? null;
  const answers = parseChecklistAnswers(row.answers) ?? {};
  const level = row.level === undefined || row.level === null ? null : Number(row.level);
  const score = content ? scoreChecklist(content, answers, level) : null;

  let actions: Map<string, ReportAction> | null = null;
  if (isAllowed(caller, correctiveActions.permissions.read)) {
    const first = Number(row.revision_of_id ?? row.id);
    const { rows } = await sql<ReportAction>`
      select ca.criterion_code as criterion, ca.action_plan as plan, u.fullname as owner,
        to_char(ca.due_date, 'YYYY-MM-DD') as due, ca.status
      from corrective_actions ca left join users u on u.id = ca.owner_id
      where ${sql.ref(`ca.${appraisalResources[kind].key}`)} = ${first}`.execute(db);
    actions = new Map(rows.map((a) => [a.criterion, a]));
  }

  const photos: ReportPhoto[] = [];
  let photosLeftOut = 0;
  for (const criterion of content ? criteriaFor(content, level) : []) {
    for (const url of answers[criterion.code]?.photos ?? []) {
      if (photos.length >= maxReportPhotos) {
        photosLeftOut += 1;
        continue;
      }
      const jpeg = await printablePhoto(store, url);
      if (jpeg) photos.push({ criterion: criterion.code, jpeg });
    }
  }
  return {
    kind,
    row,
    template: stored ? { title: stored.title, version: stored.version } : null,
    score,
    content,
    actions,
    photos,
    photosLeftOut,
  };
}

const words = {
  id: {
    title: (kind: string) => `Laporan Penilaian ${kind}`,
    unit: 'Unit Manajemen',
    site: 'Yang Dinilai',
    area: 'Area',
    date: 'Tanggal Penilaian',
    period: 'Periode',
    appraiser: 'Penilai',
    status: 'Status',
    template: 'Templat',
    version: (v: number) => `versi ${v}`,
    level: 'Tingkat Penilaian',
    revision: 'Revisi Ke',
    total: 'Nilai total',
    band: 'Kategori',
    passed: 'Lulus',
    failedCritical: 'Gagal: ada temuan kritis',
    failed: 'Gagal: nilai di bawah batas lulus',
    unscored: 'Belum ada nilai',
    noTemplate: 'Templat penilaian tidak ditemukan.',
    elements: 'Elemen',
    code: 'Kode',
    element: 'Elemen',
    answered: 'Kriteria dijawab',
    na: 'Tidak berlaku',
    score: 'Nilai',
    findings: 'Temuan dan Tindakan Perbaikan',
    noFindings: 'Tidak ada temuan.',
    criterion: 'Kriteria',
    class: 'Kelas',
    risk: 'Risiko',
    description: 'Temuan',
    action: 'Tindakan perbaikan',
    owner: 'Penanggung jawab',
    due: 'Tenggat',
    noAction: 'Belum ada tindakan',
    photos: 'Foto Bukti',
    photosLeftOut: (n: number) => `${n} foto lain tidak dicetak.`,
    page: (n: number, of: number) => `Halaman ${n} dari ${of}`,
  },
  en: {
    title: (kind: string) => `${kind} Appraisal Report`,
    unit: 'Management Unit',
    site: 'Appraised Site',
    area: 'Area',
    date: 'Appraisal Date',
    period: 'Period',
    appraiser: 'Appraiser',
    status: 'Status',
    template: 'Template',
    version: (v: number) => `version ${v}`,
    level: 'Appraisal Level',
    revision: 'Revision',
    total: 'Total score',
    band: 'Band',
    passed: 'Passed',
    failedCritical: 'Failed: critical finding',
    failed: 'Failed: score below the pass mark',
    unscored: 'Not scored yet',
    noTemplate: 'The appraisal template was not found.',
    elements: 'Elements',
    code: 'Code',
    element: 'Element',
    answered: 'Criteria answered',
    na: 'Not applicable',
    score: 'Score',
    findings: 'Findings and Corrective Actions',
    noFindings: 'No findings.',
    criterion: 'Criterion',
    class: 'Class',
    risk: 'Risk',
    description: 'Finding',
    action: 'Corrective action',
    owner: 'Owner',
    due: 'Due',
    noAction: 'No action yet',
    photos: 'Evidence Photos',
    photosLeftOut: (n: number) => `${n} more photos are not printed.`,
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} satisfies Record<Lang, unknown>;

const green = '#1f7a3f';
const red = '#b42318';
const ink = '#222222';
const grey = '#555555';
const rule = '#cccccc';
const margin = 48;

/** A label of a declared option, or the value itself when it is none of them. */
const optionLabel = (
  options: readonly { value: string; label: Text }[],
  value: unknown,
  lang: Lang,
): string => options.find((o) => o.value === String(value))?.label[lang] ?? String(value ?? '-');

const relationLabel = (row: Row, field: string): string | null =>
  (row[relationKey(field)] as { label?: string | null } | null | undefined)?.label ?? null;

const percent = (pct: number | null, lang: Lang) => (pct === null ? '-' : `${formatNumber(pct, lang)}%`);

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A table from the cursor down: a header row, then rows as tall as their longest cell, continued on a new
 * page (header again) when a row would pass the bottom margin.
 */
function drawTable(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][]) {
  const pad = 4;
  const left = margin;
  const bottom = () => doc.page.height - margin;
  const heightOf = (cells: string[], face: Face) => {
    doc.font(face).fontSize(9);
    return (
      Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: columns[i]!.width - 2 * pad }))) +
      2 * pad
    );
  };
  const drawRow = (cells: string[], face: Face, shaded: boolean) => {
    const height = heightOf(cells, face);
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = margin;
      if (face !== 'sansBold')
        drawRow(
          columns.map((c) => c.title),
          'sansBold',
          true,
        );
    }
    const top = doc.y;
    const width = columns.reduce((sum, c) => sum + c.width, 0);
    if (shaded) doc.rect(left, top, width, height).fill('#eef5f0');
    doc.font(face).fontSize(9).fillColor(ink);
    let x = left;
    cells.forEach((text, i) => {
      const column = columns[i]!;
      doc.text(text, x + pad, top + pad, { width: column.width - 2 * pad, align: column.align ?? 'left' });
      x += column.width;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(
    columns.map((c) => c.title),
    'sansBold',
    true,
  );
  for (const cells of rows) drawRow(cells, 'sans', false);
  doc.moveDown(1);
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y + 60 > doc.page.height - margin) doc.addPage();
  doc.x = margin;
  doc.moveDown(0.5).font('sansBold').fontSize(13).fillColor(green).text(text, margin);
  doc.moveDown(0.4);
}

/**
 * An appraisal's report as a PDF in the reader's language: A4 pages with the appraisal's particulars, its
 * total score with band and pass, a table of its elements, its findings with their corrective actions,
 * and its evidence photos; every page numbered. The same report gives the same bytes: the PDF's dates
 * are the appraisal's last change.
 */
export async function appraisalPdf(report: AppraisalReport, lang: Lang): Promise<Buffer> {
  const text = words[lang];
  const { row, score, content } = report;
  const kind = checklistKinds[report.kind][lang];
  const changed = new Date(String(row.updated_at ?? row.created_at ?? 0));
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    lang,
    bufferPages: true,
    displayTitle: true,
    info: {
      Title: `${text.title(kind)} #${row.id}`,
      Author: 'Rimba',
      CreationDate: changed,
      ModDate: changed,
    },
  });
  const done = pdfBytes(doc);
  registerFonts(doc);
  const width = doc.page.width - 2 * margin;

  doc.font('sansBold').fontSize(11).fillColor(green).text('RIMBA', { characterSpacing: 4 });
  doc
    .font('serifBold')
    .fontSize(20)
    .fillColor(ink)
    .text(`${text.title(kind)} #${row.id}`);
  doc.moveDown(0.6);

  const site = [
    optionLabel(appraisedSites, row.site_type, lang),
    relationLabel(row, `${row.site_type}_id`),
  ].filter(Boolean);
  const particulars: [string, string][] = [
    [text.unit, relationLabel(row, 'unit_id') ?? '-'],
    [text.site, site.join(': ')],
    [text.area, String(row.area ?? '-')],
    [text.date, formatDate(row.appraisal_date as string, lang) ?? '-'],
    [text.period, String(row.period ?? '-')],
    [text.appraiser, relationLabel(row, 'appraiser_id') ?? '-'],
    [text.status, optionLabel(appraisalStates, row.status, lang)],
    [
      text.template,
      report.template ? `${report.template.title} (${text.version(report.template.version)})` : '-',
    ],
    ...(row.level === undefined
      ? []
      : [[text.level, optionLabel(smk3lLevels, row.level, lang)] as [string, string]]),
    ...(Number(row.revision_no ?? 0) > 0
      ? [[text.revision, String(row.revision_no)] as [string, string]]
      : []),
  ];
  for (const [label, value] of particulars) {
    const y = doc.y;
    doc.font('sansBold').fontSize(10).fillColor(grey).text(label, margin, y, { width: 140 });
    const labelBottom = doc.y;
    doc
      .font('sans')
      .fontSize(10)
      .fillColor(ink)
      .text(value, margin + 150, y, { width: width - 150 });
    doc.y = Math.max(doc.y, labelBottom) + 2;
  }

  doc.moveDown(0.8);
  const bandLabel = content?.bands.find((b) => b.value === score?.band)?.label[lang];
  const verdict =
    score?.passed === true
      ? text.passed
      : score?.passed === false
        ? score.critical > 0
          ? text.failedCritical
          : text.failed
        : text.unscored;
  const boxTop = doc.y;
  doc.rect(margin, boxTop, width, 64).lineWidth(1).strokeColor(green).stroke();
  doc
    .font('sansBold')
    .fontSize(16)
    .fillColor(ink)
    .text(`${text.total}: ${percent(score?.pct ?? null, lang)}`, margin + 12, boxTop + 10, {
      width: width - 24,
    });
  doc
    .font('sans')
    .fontSize(11)
    .fillColor(score?.passed === false ? red : score?.passed ? green : grey)
    .text(`${text.band}: ${bandLabel ?? '-'} · ${verdict}`, margin + 12, boxTop + 36, { width: width - 24 });
  doc.x = margin;
  doc.y = boxTop + 76;

  if (!content || !score) {
    doc.font('sans').fontSize(10).fillColor(grey).text(text.noTemplate, margin);
  } else {
    heading(doc, text.elements);
    drawTable(
      doc,
      [
        { title: text.code, width: 50 },
        { title: text.element, width: width - 50 - 90 - 80 - 60 },
        { title: text.answered, width: 90, align: 'right' },
        { title: text.na, width: 80, align: 'right' },
        { title: text.score, width: 60, align: 'right' },
      ],
      score.elements
        .filter((e) => e.criteria > 0)
        .map((e) => [
          e.code,
          e.title[lang],
          `${e.answered} / ${e.criteria}`,
          String(e.na),
          percent(e.pct, lang),
        ]),
    );

    heading(doc, text.findings);
    if (score.findings.length === 0) {
      doc.font('sans').fontSize(10).fillColor(grey).text(text.noFindings, margin);
    } else {
      drawTable(
        doc,
        [
          { title: text.criterion, width: 52 },
          { title: text.class, width: 50 },
          { title: text.risk, width: 50 },
          { title: text.description, width: (width - 152) / 2 },
          { title: text.action, width: (width - 152) / 2 },
        ],
        score.findings.map((f) => {
          const action = report.actions?.get(f.criterion);
          const actionText = action
            ? [
                action.plan,
                `${text.owner}: ${action.owner ?? '-'}`,
                `${text.due}: ${action.due ? formatDate(action.due, lang) : '-'}`,
                `${text.status}: ${optionLabel(correctiveActionStates, action.status, lang)}`,
              ]
                .filter(Boolean)
                .join('\n')
            : report.actions
              ? text.noAction
              : '-';
          return [
            f.criterion,
            optionLabel(findingClasses, f.class, lang),
            optionLabel(riskLevels, f.risk, lang),
            f.description || '-',
            actionText,
          ];
        }),
      );
    }

    if (report.photos.length > 0) {
      heading(doc, text.photos);
      const cellWidth = (width - 16) / 2;
      const cellHeight = 190;
      let column = 0;
      let top = doc.y;
      for (const photo of report.photos) {
        if (column === 0 && top + cellHeight + 16 > doc.page.height - margin) {
          doc.addPage();
          top = margin;
        }
        const x = margin + column * (cellWidth + 16);
        doc.image(photo.jpeg, x, top, { fit: [cellWidth, cellHeight], align: 'center', valign: 'center' });
        doc
          .font('sans')
          .fontSize(8)
          .fillColor(grey)
          .text(`${text.criterion} ${photo.criterion}`, x, top + cellHeight + 2, {
            width: cellWidth,
            align: 'center',
          });
        column = 1 - column;
        if (column === 0) top += cellHeight + 18;
      }
      doc.x = margin;
      doc.y = column === 0 ? top : top + cellHeight + 18;
    }
    if (report.photosLeftOut > 0) {
      doc.font('sans').fontSize(9).fillColor(grey).text(text.photosLeftOut(report.photosLeftOut), margin);
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.height - margin / 2 - 8;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('sans')
      .fontSize(8)
      .fillColor(grey)
      .text(text.page(i + 1, range.count), margin, bottom, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

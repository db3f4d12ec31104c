import { type ChecklistContent, correctiveActions, rAppraisals } from '@rimba/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/AppProviders';
import { ChecklistInput } from '../src/fields/ChecklistInput';
import { ChecklistTemplateInput } from '../src/fields/ChecklistTemplateInput';
import { fieldRenderers } from '../src/fields/registry';
import { resolveModule } from '../src/modules/config';
import { displayValue } from '../src/modules/display';
import { correctiveActionsAdmin } from '../src/resources/corrective-actions';

const content: ChecklistContent = {
  scale: [
    { value: 'yes', label: { id: 'Sesuai', en: 'Conform' }, points: 2, finding: false },
    { value: 'part', label: { id: 'Sebagian', en: 'Partly' }, points: 1, finding: false },
    { value: 'no', label: { id: 'Tidak Sesuai', en: 'Not Conform' }, points: 0, finding: true },
  ],
  elements: [
    {
      code: '1',
      title: { id: 'Ringkas', en: 'Sort' },
      criteria: [
        {
          code: '1.1',
          text: { id: 'Barang tak terpakai disingkirkan', en: 'Unused items are removed' },
          weight: 1,
          guidance: { id: 'Lihat gudang bibit', en: 'Look at the seedling store' },
        },
        { code: '1.2', text: { id: 'Alat diberi label', en: 'Tools are labelled' }, weight: 1 },
      ],
    },
    {
      code: '2',
      title: { id: 'Rapi', en: 'Set in Order' },
      criteria: [{ code: '2.1', text: { id: 'Jalur kerja bersih', en: 'Walkways are clear' }, weight: 2 }],
    },
  ],
  bands: [
    { value: 'kurang', label: { id: 'Kurang', en: 'Poor' }, min: 0 },
    { value: 'baik', label: { id: 'Baik', en: 'Good' }, min: 60 },
    { value: 'memuaskan', label: { id: 'Memuaskan', en: 'Satisfactory' }, min: 85 },
  ],
  passMin: 60,
};

/** The template API: version 7 is the newest published 5R template. */
function serveTemplates() {
  const lists: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://admin.test');
    if (url.pathname === '/api/checklist-templates/list') {
      lists.push(url.searchParams);
      return Response.json({ data: [{ id: 7, title: '5R v1', version: 1 }], total: 1 });
    }
    if (url.pathname === '/api/checklist-templates/7/show') {
      return Response.json({ data: { id: 7, title: '5R v1', content } });
    }
    return Response.json({ message: 'not found' }, { status: 404 });
  });
  return lists;
}

const answersField = rAppraisals.fieldsByName.get('answers')!;

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <AppProviders queryClient={client}>{children}</AppProviders>;
}

/** The checklist in a form beside its template field, as an appraisal's form holds it. */
function renderChecklist(initial: Record<string, unknown> = {}) {
  let values: Record<string, unknown> = { ...initial };
  function Harness() {
    const [form] = Form.useForm();
    return (
      <Form form={form} initialValues={initial} onValuesChange={() => (values = form.getFieldsValue(true))}>
        <Form.Item name="template_id" label="Templat">
          <Input />
        </Form.Item>
        <Form.Item name="answers">
          <ChecklistInput field={answersField} testId="field-answers" />
        </Form.Item>
      </Form>
    );
  }
  render(
    <Providers>
      <Harness />
    </Providers>,
  );
  return { values: () => values };
}

// Role queries compute every element's style under antd: the criteria are found by test id, their radios by label.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const criterion = (code: string) => screen.getByTestId(`field-answers-${code}`);
const answer = (code: string, label: string) => user.click(within(criterion(code)).getByLabelText(label));
const summary = () => screen.getByTestId('field-answers-summary').textContent;

describe('checklist input', () => {
  it("starts from the kind's newest published template, and scores each answer as it is given", async () => {
    const lists = serveTemplates();
    const form = renderChecklist();
    // Each criterion is a group named by its code and text.
    await screen.findByRole('group', { name: /^1\.1 Barang tak terpakai disingkirkan/ });
    expect(lists[0]?.get('limit')).toBe('1');
    expect(lists[0]?.get('order')).toBe('version');
    expect(lists[0]?.get('sort')).toBe('DESC');
    expect(JSON.parse(lists[0]?.get('filters') ?? '{}')).toEqual({ kind: '5r', status: 'published' });
    expect(screen.getByLabelText('Templat')).toHaveProperty('value', '7');
    // The guidance helps the criterion it belongs to.
    expect(criterion('1.1').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Lihat gudang bibit')).toBeTruthy();
    expect(summary()).toContain('0 dari 3 kriteria dijawab');
    expect(screen.getByTestId('field-answers-summary-pct').textContent).toBe('-');

    await answer('1.1', 'Sesuai');
    expect(screen.getByTestId('field-answers-summary-pct').textContent).toBe('100%');
    expect(summary()).toContain('Memuaskan');
    expect(summary()).toContain('1 dari 3 kriteria dijawab');

    await answer('1.2', 'Sebagian');
    expect(screen.getByTestId('field-answers-summary-pct').textContent).toBe('75%');
    expect(summary()).toContain('Baik');
    expect(summary()).toContain('Lulus');
    expect(form.values().answers).toEqual({ '1.1': { answer: 'yes' }, '1.2': { answer: 'part' } });
  });

  it('leaves a criterion answered not applicable out of the score', async () => {
    serveTemplates();
    renderChecklist({ template_id: 7 });
    await screen.findByTestId('field-answers-1.1');
    await answer('1.1', 'Sesuai');
    await answer('1.2', 'Tidak Berlaku');
    expect(screen.getByTestId('field-answers-summary-pct').textContent).toBe('100%');
    expect(summary()).toContain('2 dari 3 kriteria dijawab');

    // The second element opens on demand; its criterion weighs twice as much.
    await user.click(screen.getByText('2. Rapi'));
    await answer('2.1', 'Sebagian');
    // (2 + 1 × 2) of (2 + 2 × 2) points.
    expect(screen.getByTestId('field-answers-summary-pct').textContent).toBe('66,7%');
  });

  it("asks a not-conform answer's finding class, defaults its risk by the class, and fails on a critical one", async () => {
    serveTemplates();
    const form = renderChecklist({ template_id: 7 });
    await screen.findByTestId('field-answers-1.1');
    await answer('1.1', 'Tidak Sesuai');
    const classes = within(criterion('1.1')).getByRole('group', { name: 'Kelas Temuan' });
    expect(within(criterion('1.1')).getByText('Pilih kelas temuan')).toBeTruthy();
    expect(within(criterion('1.1')).queryByText('Risiko')).toBeNull();

    await user.click(within(classes).getByLabelText('Kritis'));
    expect(within(criterion('1.1')).getByLabelText('Tinggi')).toHaveProperty('checked', true);
    expect(summary()).toContain('Gagal: ada temuan kritis');
    // Every radio group, the finding's too, is a fieldset named by its legend; every input has a label.
    for (const label of ['Catatan', 'Foto Bukti', 'Uraian Temuan']) {
      expect(within(criterion('1.1')).getByLabelText(label), label).toBeTruthy();
    }
    fireEvent.change(within(criterion('1.1')).getByLabelText('Uraian Temuan'), {
      target: { value: 'Oli tumpah' },
    });
    expect(form.values().answers).toEqual({
      '1.1': { answer: 'no', finding: { class: 'critical', risk: '3', description: 'Oli tumpah' } },
    });

    // A conform answer takes the finding away: the server takes none on it.
    await answer('1.1', 'Sesuai');
    expect(within(criterion('1.1')).queryByText('Kelas Temuan')).toBeNull();
    expect(form.values().answers).toEqual({ '1.1': { answer: 'yes' } });
    expect(summary()).not.toContain('Gagal');
  });

  it('shows in English when the UI is in English', async () => {
    const { setLang } = await import('../src/i18n');
    setLang('en');
    serveTemplates();
    renderChecklist({ template_id: 7 });
    expect((await screen.findByTestId('field-answers-1.1')).textContent).toContain(
      '1.1 Unused items are removed',
    );
    expect(within(criterion('1.1')).getByLabelText('Not Applicable')).toBeTruthy();
    expect(summary()).toContain('0 of 3 criteria answered');
  });
});

describe('checklist display', () => {
  it('shows the total and band, and per element each answer with its note and finding', async () => {
    serveTemplates();
    const answers = {
      '1.1': { answer: 'yes', note: 'Gudang rapi' },
      '1.2': { answer: 'no', finding: { class: 'major', description: 'Label hilang' } },
    };
    render(
      <Providers>
        {fieldRenderers.checklist.detail(answers, 'id', answersField, undefined, { template_id: 7 })}
      </Providers>,
    );
    const shown = await screen.findByTestId('checklist-answers');
    expect(screen.getByTestId('checklist-answers-summary-pct').textContent).toBe('50%');
    expect(shown.textContent).toContain('Kurang');
    expect(shown.textContent).toContain('2/2 dijawab');
    await user.click(screen.getByText('1. Ringkas'));
    expect(shown.textContent).toContain('Catatan: Gudang rapi');
    expect(shown.textContent).toContain('Temuan: Mayor · Risiko Sedang');
    expect(shown.textContent).toContain('Label hilang');
    expect(fieldRenderers.checklist.list(answers, 'id')).toBe('2');
    expect(fieldRenderers.checklist.list({}, 'id')).toBe('-');
  });
});

describe('checklist template editor', () => {
  it('adds an element and a criterion, and says what keeps the content from being used', async () => {
    let latest: unknown = null;
    function Harness() {
      const [value, setValue] = useState<unknown>(null);
      return (
        <ChecklistTemplateInput
          field={correctiveActions.fieldsByName.get('finding')!}
          testId="content"
          value={value}
          onChange={(next) => {
            latest = next;
            setValue(next);
          }}
        />
      );
    }
    render(
      <Providers>
        <Harness />
      </Providers>,
    );
    await user.click(screen.getByText('Isi Daftar Periksa'));
    expect(screen.getByTestId('content-errors').textContent).toContain('Templat belum berisi elemen');

    await user.click(screen.getByText('Tambah Elemen'));
    const errors = () => screen.queryByTestId('content-errors')?.textContent ?? '';
    expect(errors()).toContain('Elemen 1 perlu judul');
    expect(errors()).toContain('Elemen 1 belum berisi kriteria');
    const element = screen.getByTestId('content-element-0');
    fireEvent.change(within(element).getByLabelText('Judul (id)'), { target: { value: 'Ringkas' } });
    await user.click(within(element).getByText('Tambah Kriteria'));
    expect(
      within(element).getByLabelText('Kode', { selector: '#content-element-0-criterion-0-code' }),
    ).toHaveProperty('value', '1.1');
    expect(errors()).toContain('Kriteria 1.1 perlu teks');
    fireEvent.change(within(element).getByLabelText('Kriteria (id)'), {
      target: { value: 'Barang tak terpakai disingkirkan' },
    });
    expect(screen.queryByTestId('content-errors')).toBeNull();
    expect(latest).toMatchObject({
      elements: [
        {
          code: '1',
          title: { id: 'Ringkas' },
          criteria: [{ code: '1.1', text: { id: 'Barang tak terpakai disingkirkan' }, weight: 1 }],
        },
      ],
      passMin: 60,
    });
  });
});

describe('corrective actions list', () => {
  it('flags an overdue action with a red tag', () => {
    const module = resolveModule(correctiveActions, correctiveActionsAdmin.config);
    const overdue = correctiveActions.fieldsByName.get('overdue')!;
    const { container } = render(<div>{displayValue(module, overdue, 'list', { overdue: true }, 'id')}</div>);
    expect(container.querySelector('.ant-tag-red')?.textContent).toBe('Terlambat');
    const onTime = render(<div>{displayValue(module, overdue, 'list', { overdue: false }, 'id')}</div>);
    expect(onTime.container.textContent).toBe('Tidak');
  });
});

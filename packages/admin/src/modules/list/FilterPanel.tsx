import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Drawer, Flex, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminModule } from '../config';
import { useFormFields } from '../form/FormView';
import { FilterFields } from './FilterFields';
import { filtersFromForm, formValuesFromFilters } from './listParams';

interface Props {
  module: AdminModule;
  filters: Record<string, unknown>;
  onFilter: (filters: Record<string, unknown>) => void;
}

/**
 * The filter of a list (admin spec §2, §4): a button that opens the filter form as a right sidebar, a
 * dialog, or — inline mode — the form above the list. The form only emits its values; applying stores
 * them as conditions without the blank ones and closes the panel.
 */
export function FilterPanel({ module, filters, onFilter }: Props) {
  const { t } = useTranslation();
  const mode = module.mode.filter;
  const [open, setOpen] = useState(false);
  // The user's own conditions: the module's fixed filters are not the user's to count or reset.
  const active = Object.keys(filters).length;
  const apply = (values: Record<string, unknown>) => {
    onFilter(filtersFromForm(module.resource, values));
    setOpen(false);
  };
  const reset = () => {
    onFilter({});
    setOpen(false);
  };
  const form = (
    <FilterForm
      key={JSON.stringify(filters)}
      module={module}
      filters={filters}
      onApply={apply}
      onReset={reset}
    />
  );

  if (mode === 'inline')
    return (
      <Card size="small" data-testid="filter-inline">
        {form}
      </Card>
    );
  const button = (
    <Button icon={<FilterOutlined />} data-testid="filter-button" onClick={() => setOpen(true)}>
      {t('list.filter')}
      {active > 0 && (
        <Badge
          count={active}
          size="small"
          color="#0958d9"
          title={t('list.activeFilters', { count: active })}
          data-testid="filter-count"
        />
      )}
    </Button>
  );
  return (
    <>
      {button}
      {mode === 'modal' ? (
        <Modal
          open={open}
          title={t('list.filter')}
          footer={null}
          onCancel={() => setOpen(false)}
          destroyOnHidden
        >
          {form}
        </Modal>
      ) : (
        <Drawer
          open={open}
          title={t('list.filter')}
          placement="right"
          onClose={() => setOpen(false)}
          destroyOnHidden
        >
          {form}
        </Drawer>
      )}
    </>
  );
}

function FilterForm({
  module,
  filters,
  onApply,
  onReset,
}: {
  module: AdminModule;
  filters: Record<string, unknown>;
  onApply: (values: Record<string, unknown>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const fields = useFormFields(module, 'filter');
  return (
    <Form
      form={form}
      layout="vertical"
      name="filter"
      data-testid="filter-form"
      initialValues={formValuesFromFilters(filters)}
      onFinish={onApply}
    >
      <FilterFields module={module} fields={fields} form={form} />
      <Flex gap="small">
        <Button type="primary" htmlType="submit" data-testid="filter-apply">
          {t('list.applyFilter')}
        </Button>
        <Button data-testid="filter-reset" onClick={onReset}>
          {t('list.resetFilter')}
        </Button>
      </Flex>
    </Form>
  );
}

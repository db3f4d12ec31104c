import { apiMessage, checkField, registration, registrationSteps } from '@rimba/core';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Flex,
  Form,
  type FormRule,
  Input,
  Radio,
  Result,
  Select,
  Space,
  Steps,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ApiError } from '../api/client';
import { coreRule } from '../fields/validation';
import { useLang } from '../i18n';
import { AuthPanel, PanelMessage } from './AuthPanel';
import './texts';
import { accountApi, useAccountOptions } from './accountApi';
import '../modules/texts';

type Values = Record<string, unknown>;
const allFields = registrationSteps.flat();

/**
 * Whether an email or username is free, asked of the server while typing (admin spec §5), 400 ms after
 * the last keystroke; only a value the rules accept is asked about.
 */
function availability(
  kind: 'email' | 'username',
  message: string,
  valid: (value: unknown) => boolean,
): FormRule {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    validator: (_rule, value: unknown) =>
      new Promise<void>((resolve, reject) => {
        clearTimeout(timer);
        const text = String(value ?? '').trim();
        if (!text || !valid(text)) return resolve();
        timer = setTimeout(async () => {
          try {
            const taken = await accountApi.taken(kind === 'email' ? { email: text } : { username: text });
            if (taken) reject(new Error(message));
            else resolve();
          } catch {
            // The server checks again on submit; an unreachable check does not block the step.
            resolve();
          }
        }, 400);
      }),
  };
}

/**
 * `/register` (admin spec §2 "Register", §4, §5): account, then role, department, project and job, then
 * a review and 'Kirim Pendaftaran'; 'Pendaftaran Selesai' at the end. Each step is checked with the rules
 * the server uses, and forward is blocked until it passes.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const options = useAccountOptions().data;
  const departmentId = Form.useWatch('department_id', form) as number | undefined;

  const roles = useQuery({ queryKey: ['no-auth', 'roles'], queryFn: accountApi.roles });
  const departments = useQuery({ queryKey: ['no-auth', 'departments'], queryFn: accountApi.departments });
  const projects = useQuery({
    queryKey: ['no-auth', 'projects', departmentId],
    queryFn: () => accountApi.projects(departmentId!),
    enabled: departmentId !== undefined,
  });

  const rules = useMemo(() => {
    const field = (name: string) => registration.fieldsByName.get(name)!;
    const passes = (name: string) => (value: unknown) =>
      !('error' in checkField(field(name), value, lang, { values: {}, labelOf: (n) => n }));
    const byName: Record<string, FormRule[]> = {};
    for (const name of allFields) byName[name] = [coreRule(registration, field(name), lang, form)];
    byName.email?.push(availability('email', apiMessage('emailTaken', lang), passes('email')));
    byName.username?.push(availability('username', apiMessage('usernameTaken', lang), passes('username')));
    return byName;
  }, [lang, form]);

  if (options && !options.allowRegister) return <Navigate to="/login" replace />;

  const label = (name: string) => registration.fieldsByName.get(name)!.label[lang];
  const item = (name: string) => ({
    name,
    label: label(name),
    rules: rules[name],
    validateTrigger: 'onChange',
    hasFeedback: true,
    required: true,
  });

  const next = async () => {
    const fields = registrationSteps[step];
    if (fields) {
      try {
        await form.validateFields([...fields]);
      } catch {
        return;
      }
    }
    setStep((s) => s + 1);
  };

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    const values = form.getFieldsValue(true) as Values;
    try {
      setDone((await accountApi.register(values)).message);
    } catch (error) {
      // Field messages go back to their step (a name taken in the meantime); anything else is an alert.
      const errors = error instanceof ApiError ? error.errors : {};
      const names = Object.keys(errors);
      if (names.length > 0) {
        form.setFields(names.map((name) => ({ name, errors: errors[name] ?? [] })));
        setStep(registrationSteps.findIndex((s) => s.some((f) => names.includes(f))));
      } else {
        setProblem(`${t('register.failed')}: ${error instanceof Error ? error.message : String(error)}`);
      }
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthPanel title={t('register.title')} width={560}>
        <Result
          status="success"
          title={t('register.doneTitle')}
          subTitle={done}
          extra={<Link to="/login">{t('forgot.backToLogin')}</Link>}
          data-testid="register-done"
        />
      </AuthPanel>
    );
  }

  const values = form.getFieldsValue(true) as Values;
  const nameOf = <T extends { id: number }>(rows: T[] | undefined, id: unknown, key: keyof T) =>
    String(rows?.find((r) => r.id === id)?.[key] ?? '');

  return (
    <AuthPanel title={t('register.title')} width={560}>
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('register.stepAccount') },
          { title: t('register.stepOrganisation') },
          { title: t('register.stepReview') },
        ]}
        data-testid="register-steps"
      />
      <Form form={form} layout="vertical" requiredMark>
        <div hidden={step !== 0}>
          <Form.Item {...item('fullname')}>
            <Input autoComplete="name" data-testid="register-fullname" />
          </Form.Item>
          <Form.Item {...item('email')}>
            <Input type="email" autoComplete="email" data-testid="register-email" />
          </Form.Item>
          <Form.Item {...item('username')}>
            <Input autoComplete="username" data-testid="register-username" />
          </Form.Item>
          <Form.Item {...item('password')}>
            <Input.Password
              autoComplete="new-password"
              placeholder={t('register.passwordPlaceholder')}
              data-testid="register-password"
            />
          </Form.Item>
        </div>
        <div hidden={step !== 1}>
          <Form.Item {...item('role_id')} validateTrigger="onChange" label={t('register.role')}>
            <Radio.Group data-testid="register-role">
              <Space direction="vertical">
                {(roles.data ?? []).map((role) => (
                  <Radio key={role.id} value={role.id}>
                    <Typography.Text strong>{role.role_name}</Typography.Text>
                    {role.description && (
                      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                        {role.description}
                      </Typography.Paragraph>
                    )}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          {roles.data?.length === 0 && (
            <Alert type="warning" title={t('register.noRoles')} style={{ marginBottom: 16 }} />
          )}
          <Form.Item {...item('department_id')}>
            <Select
              showSearch
              optionFilterProp="label"
              options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.department_name }))}
              loading={departments.isLoading}
              notFoundContent={t('field.noOptions')}
              // A project belongs to one department: a new department clears it.
              // Reset rather than set: its check passed before, and a field with feedback would stay
              // marked valid though empty.
              onChange={() => form.resetFields(['project_id'])}
              data-testid="register-department"
            />
          </Form.Item>
          <Form.Item {...item('project_id')}>
            <Select
              showSearch
              optionFilterProp="label"
              disabled={departmentId === undefined}
              options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.project_name }))}
              loading={projects.isFetching}
              notFoundContent={t('field.noOptions')}
              data-testid="register-project"
            />
          </Form.Item>
          <Form.Item {...item('job_position')}>
            <Input data-testid="register-job" />
          </Form.Item>
        </div>
        {step === 2 && (
          // A plain list rather than antd's which the module engine shares: shared by two
          // lazy pages, it would be bundled into the first load.
          <dl className="register-review" data-testid="register-review" style={{ margin: '0 0 16px' }}>
            {[
              [label('fullname'), values.fullname],
              [label('email'), values.email],
              [label('username'), values.username],
              [t('register.role'), nameOf(roles.data, values.role_id, 'role_name')],
              [label('department_id'), nameOf(departments.data, values.department_id, 'department_name')],
              [label('project_id'), nameOf(projects.data, values.project_id, 'project_name')],
              [label('job_position'), values.job_position],
            ].map(([term, value]) => (
              <Flex
                key={String(term)}
                gap={8}
                style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}
              >
                <dt style={{ flex: '0 0 40%', color: 'rgba(0,0,0,0.55)' }}>{String(term)}</dt>
                <dd style={{ margin: 0 }}>{String(value ?? '')}</dd>
              </Flex>
            ))}
          </dl>
        )}
      </Form>
      {problem && <PanelMessage title={problem} testId="register-error" />}
      <Flex justify="space-between" align="center" gap={8} wrap>
        {step === 0 ? (
          <Link to="/login" data-testid="register-login">
            {t('register.haveAccount')}
          </Link>
        ) : (
          <Button onClick={() => setStep((s) => s - 1)} data-testid="register-back">
            {t('register.back')}
          </Button>
        )}
        {step < 2 ? (
          <Button type="primary" onClick={next} data-testid="register-next">
            {t('register.next')}
          </Button>
        ) : (
          <Button type="primary" loading={busy} onClick={submit} data-testid="register-submit">
            {t('register.submit')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
        {t('register.agree')} <Link to="/terms">{t('legal.terms')}</Link> {t('register.and')}{' '}
        <Link to="/privacy">{t('legal.privacy')}</Link>.
      </Typography.Paragraph>
    </AuthPanel>
  );
}

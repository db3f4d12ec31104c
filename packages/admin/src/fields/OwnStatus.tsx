import { Form } from 'antd';
import type { ReactNode } from 'react';

/**
 * The inputs of a composite field, each with a standing of its own: without it, an error of the whole
 * value (a checklist that cannot be used yet) would mark every input inside it red. A form item without a
 * name has no error, and antd's inputs follow their nearest item.
 */
export function OwnStatus({ children }: { children: ReactNode }) {
  return <Form.Item style={{ marginBottom: 0 }}>{children}</Form.Item>;
}

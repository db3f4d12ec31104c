import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The list's search: runs on Enter or the button, and when cleared. The test id sits on the input
 * itself (antd's Input.Search would put it on its wrapper).
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <Space.Compact style={{ maxWidth: 360, width: '100%' }}>
      <Input
        type="search"
        allowClear
        value={text}
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        data-testid="list-search"
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value === '' && value !== '') onSearch('');
        }}
        onPressEnter={() => onSearch(text)}
      />
      <Button
        type="primary"
        icon={<SearchOutlined />}
        aria-label={t('list.search')}
        onClick={() => onSearch(text)}
      />
    </Space.Compact>
  );
}

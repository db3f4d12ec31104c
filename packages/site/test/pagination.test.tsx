import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../src/i18n';
import { Pagination } from '../src/ui/Pagination';

describe('pagination', () => {
  const renderPages = (onPage: (page: number) => void) =>
    render(
      <I18nextProvider i18n={i18nFor('id')}>
        <MemoryRouter>
          <Pagination page={2} pages={4} onPage={onPage} label="Halaman komentar" />
        </MemoryRouter>
      </I18nextProvider>,
    );

  it('holds a typed page to 1 … the last page as it is typed, and goes to it', () => {
    const onPage = vi.fn();
    renderPages(onPage);
    const input = screen.getByRole('spinbutton', { name: 'Halaman' }) as HTMLInputElement;

    fireEvent.change(input, { target: { value: '99' } });
    expect(input.value).toBe('4');
    fireEvent.change(input, { target: { value: '0' } });
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '-3' } });
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '3' } });
    expect(input.value).toBe('3');

    fireEvent.submit(input.form!);
    expect(onPage).toHaveBeenCalledWith(3);
  });
});

// Shared UI components: Button (colours, sizes, loading), Avatar initials, PageHeader,
// FullPageLoading.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/components/avatar';
import { Button, buttonClass } from '@/components/button';
import { FullPageLoading } from '@/components/full-page-loading';
import indexHtml from '../../../web/index.html?raw';

describe('Button', () => {
  it('maps the product colours and sizes onto Bootstrap classes', () => {
    render(
      <>
        <Button color="primary" size="lg">
          Primary
        </Button>
        <Button color="error" size="sm">
          Error
        </Button>
        <Button color="secondary">Secondary</Button>
        <Button color="outline" size="xs">
          Outline
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveClass('btn', 'btn-primary', 'btn-lg');
    expect(screen.getByRole('button', { name: 'Error' })).toHaveClass('btn-danger', 'btn-sm');
    expect(screen.getByRole('button', { name: 'Secondary' })).toHaveClass('btn-secondary');
    for (const size of ['btn-lg', 'btn-sm', 'btn-xs'])
      expect(screen.getByRole('button', { name: 'Secondary' })).not.toHaveClass(size);
    expect(screen.getByRole('button', { name: 'Outline' })).toHaveClass('btn-outline-primary', 'btn-xs');
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveAttribute('type', 'button');
  });

  it('while loading hides the label under a spinner, keeps its name, and cannot be pressed', () => {
    const { rerender } = render(
      <Button type="submit" loading>
        Submit application
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit application' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('is-loading');
    expect(screen.getByTestId('button-spinner')).toBeInTheDocument();

    rerender(<Button type="submit">Submit application</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('button-spinner')).not.toBeInTheDocument();
  });

  it('gives link buttons the same classes', () => {
    expect(buttonClass('primary', 'lg')).toBe('btn btn-primary btn-lg');
    expect(buttonClass('outline')).toBe('btn btn-outline-primary');
    expect(buttonClass('error', 'xs', 'w-100')).toBe('btn btn-danger btn-xs w-100');
  });
});

describe('Button of a prerendered form', () => {
  const form = (
    <form>
      <input aria-label="Email" />
      <Button type="submit">Log In</Button>
      <Button>Show password</Button>
    </form>
  );

  it('is disabled in the prerendered HTML, so the browser cannot submit the form itself, and enabled once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeEnabled();

    const root = await act(async () => hydrateRoot(container, form));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });

  it('is enabled at once when the app renders the form itself', () => {
    render(form);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });
});

describe('initialsOf', () => {
  it('takes the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'Lovelace' })).toBe('AL');
    expect(initialsOf({ firstName: '  Grace ', lastName: '' })).toBe('G');
    expect(initialsOf(null)).toBe('?');
  });
});

describe('FullPageLoading', () => {
  it('is the very markup index.html shows before the app runs, so the first paint and React agree', () => {
    const staticScreen = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root')!.innerHTML;
    const { container } = render(<FullPageLoading />);
    expect(staticScreen).toContain('Loading...');
    expect(staticScreen).toBe(container.innerHTML);
  });
});

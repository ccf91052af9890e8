/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useBreakpointDown } from '../use-media-query';

function Label() {
  return <p>{useBreakpointDown('sm') ? 'Save' : 'Save Information'}</p>;
}

/** A matchMedia whose answer the test sets, notifying listeners as a resize would. */
function fakeMatchMedia(width: { value: number }) {
  const listeners = new Set<() => void>();
  const matchMedia = jest.fn((query: string) => {
    const max = Number(/max-width: ([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width.value <= max,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return { matchMedia, resize: (to: number) => ((width.value = to), listeners.forEach((l) => l())), listeners };
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('without matchMedia (jsdom, server) nothing matches', () => {
  render(<Label />);
  expect(screen.getByText('Save Information')).toBeInTheDocument();
});

test('follows the sm breakpoint as the window resizes, and stops listening on unmount', () => {
  const width = { value: 1024 };
  const fake = fakeMatchMedia(width);
  Object.defineProperty(window, 'matchMedia', { value: fake.matchMedia, configurable: true });
  const view = render(<Label />);
  expect(screen.getByText('Save Information')).toBeInTheDocument();
  expect(fake.matchMedia).toHaveBeenCalledWith('(max-width: 599.95px)');

  act(() => fake.resize(599));
  expect(screen.getByText('Save')).toBeInTheDocument();
  act(() => fake.resize(600));
  expect(screen.getByText('Save Information')).toBeInTheDocument();

  view.unmount();
  expect(fake.listeners.size).toBe(0);
});

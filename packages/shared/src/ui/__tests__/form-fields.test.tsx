/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Checkbox } from '../checkbox';
import { PasswordField } from '../password-field';
import { RadioGroup } from '../radio-group';
import { TextArea } from '../text-area';
import { TextField } from '../text-field';
import { theme } from '../theme';

const wrap = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('form fields', () => {
  it('binds the label to the input and describes it with its error', () => {
    wrap(<TextField label="Email" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { description: 'Enter a valid email' })).toBe(input);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
  });

  it('shows and hides a password with a named toggle', async () => {
    wrap(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('labels checkboxes, text areas and radio groups', async () => {
    function Group() {
      const [value, setValue] = useState<'day' | 'week'>('week');
      return (
        <RadioGroup
          label="Time Filters"
          value={value}
          onChange={setValue}
          options={[
            { value: 'day', label: 'Past 24 Hours' },
            { value: 'week', label: 'Past Week' },
          ]}
        />
      );
    }
    wrap(
      <>
        <Checkbox label="Remember me" />
        <TextArea label="Your feedback" />
        <Group />
      </>,
    );
    await userEvent.click(screen.getByLabelText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your feedback' }).tagName).toBe('TEXTAREA');
    const group = screen.getByRole('radiogroup', { name: 'Time Filters' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Past Week' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Past 24 Hours' }));
    expect(screen.getByRole('radio', { name: 'Past 24 Hours' })).toBeChecked();
  });
});

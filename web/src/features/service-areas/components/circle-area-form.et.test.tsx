/** The point-and-radius form in Estonian: its labels and the message for a coordinate that is not a number. */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { CircleAreaForm } from './circle-area-form';

describe('CircleAreaForm in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('asks for the latitude in decimal degrees in Estonian', async () => {
    const onAdd = vi.fn();
    render(<CircleAreaForm point={null} onAdd={onAdd} disabled={false} />);
    fireEvent.change(screen.getByLabelText('Laiuskraad'), { target: { value: 'põhjas' } });
    fireEvent.change(screen.getByLabelText('Pikkuskraad'), { target: { value: '26,72' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lisa see piirkond' }));
    expect(await screen.findByText('Sisesta laiuskraad kümnendkraadides, nt 58,38')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });
});

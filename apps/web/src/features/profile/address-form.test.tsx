import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addressSchema, ZIP_MESSAGE } from '@lfm/core';
import { schemaMessages, stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { AddressForm } from './address-form';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

function showForm() {
  const calls = stubApi({ 'user/addAddress': { message: 'Address added', address: {} } });
  const onDone = vi.fn();
  const view = renderPage(<AddressForm address={null} onDone={onDone} />);
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save address' }));
  return { ...view, calls, onDone, save };
}

describe('Address fields (profile address form)', () => {
  it('shows the core’s address messages on an empty submit and saves nothing', async () => {
    const { calls, onDone, save } = showForm();
    await save();

    const expected = schemaMessages(addressSchema, {
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      postalCode: '',
    });
    await waitFor(() =>
      expect(alerts()).toEqual([expected.addressLine1, expected.city, expected.state, expected.postalCode]),
    );
    expect(calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it.each(['1234', '12a45'])('rejects the zip code %s with the specification’s words', async (zip) => {
    const { user, calls, save } = showForm();
    await user.type(screen.getByLabelText('Address line 1'), '1 Orchard Lane');
    await user.type(screen.getByLabelText('City'), 'Hudson');
    await user.type(screen.getByLabelText('State'), 'NY');
    await user.type(screen.getByLabelText('Zip code'), zip);
    await save();

    await waitFor(() => expect(alerts()).toEqual([ZIP_MESSAGE]));
    expect(screen.getByLabelText('Zip code').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('saves a valid address and returns', async () => {
    const { user, calls, onDone, save } = showForm();
    await user.type(screen.getByLabelText('Address line 1'), '1 Orchard Lane');
    await user.type(screen.getByLabelText('City'), 'Hudson');
    await user.type(screen.getByLabelText('State'), 'NY');
    await user.type(screen.getByLabelText('Zip code'), '12534');
    await save();

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(alerts()).toEqual([]);
    expect(calls[0]?.path).toBe('user/addAddress');
    expect(calls[0]?.body).toMatchObject({
      addressLine1: '1 Orchard Lane',
      city: 'Hudson',
      postalCode: '12534',
    });
  });
});

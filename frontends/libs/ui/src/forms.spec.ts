import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from '@marketplace/contracts';
import { contractResolver, fieldMessages, showServerErrors, toFormErrors } from './forms';

interface Values {
  name: string;
  sections: { keywords: { score: number | null } };
}

const validate = (values: Values): FieldErrors => {
  const errors: FieldErrors = {};
  if (!values.name) errors.name = ['Please enter a name', 'It is required'];
  if (values.sections.keywords.score === null) errors['sections.keywords.score'] = ['Please give a score'];
  return errors;
};

describe('contract forms', () => {
  it('places each message at its dotted path, the messages of one field listed apart', () => {
    expect(toFormErrors({ name: ['A', 'B'], 'sections.keywords.score': ['C'], empty: [] })).toEqual({
      name: { type: 'contract', message: 'A B', types: { contract: ['A', 'B'] } },
      sections: { keywords: { score: { type: 'contract', message: 'C', types: { contract: ['C'] } } } },
    });
  });

  it("gives a field's messages apart, or its one message, or none", () => {
    const tree = toFormErrors({ name: ['A', 'B'] }) as { name: { type: string; message: string } };
    expect(fieldMessages(tree.name)).toEqual(['A', 'B']);
    expect(fieldMessages({ type: 'required', message: 'Required' })).toEqual(['Required']);
    expect(fieldMessages(undefined)).toBeUndefined();
    expect(fieldMessages({ type: 'validate' })).toBeUndefined();
  });

  it('resolves valid values as they are, and invalid ones with the contract messages and no values', async () => {
    const resolver = contractResolver(validate);
    const valid: Values = { name: 'Maya', sections: { keywords: { score: 70 } } };
    expect(await resolver(valid, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({
      values: valid,
      errors: {},
    });
    const invalid: Values = { name: '', sections: { keywords: { score: null } } };
    expect(await resolver(invalid, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({
      values: {},
      errors: {
        name: {
          type: 'contract',
          message: 'Please enter a name It is required',
          types: { contract: ['Please enter a name', 'It is required'] },
        },
        sections: {
          keywords: {
            score: { type: 'contract', message: 'Please give a score', types: { contract: ['Please give a score'] } },
          },
        },
      },
    });
  });

  it("keeps a field's messages apart through useForm, for the resolver and for setError", async () => {
    const { result } = renderHook(() =>
      useForm<Values>({
        defaultValues: { name: '', sections: { keywords: { score: null } } },
        resolver: contractResolver(validate),
      }),
    );
    await act(() => result.current.trigger());
    expect(fieldMessages(result.current.getFieldState('name').error)).toEqual([
      'Please enter a name',
      'It is required',
    ]);
    act(() => showServerErrors({ name: ['Taken', 'Too short'] }, result.current.setError));
    expect(fieldMessages(result.current.getFieldState('name').error)).toEqual(['Taken', 'Too short']);
  });

  it('sets each server field error on its path', () => {
    const calls: Array<[string, unknown]> = [];
    showServerErrors({ email: ['Taken'], 'recommendations.2.title': ['Too long'], none: [] }, (name, error) =>
      calls.push([name as string, error]),
    );
    expect(calls).toEqual([
      ['email', { type: 'server', message: 'Taken', types: { server: ['Taken'] } }],
      ['recommendations.2.title', { type: 'server', message: 'Too long', types: { server: ['Too long'] } }],
    ]);
  });
});

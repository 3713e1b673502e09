import type { FieldErrors } from '@marketplace/contracts';
import { contractResolver, showServerErrors, toFormErrors } from './forms';

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
  it('places each message at its dotted path, messages of one field joined', () => {
    expect(toFormErrors({ name: ['A', 'B'], 'sections.keywords.score': ['C'], empty: [] })).toEqual({
      name: { type: 'contract', message: 'A B' },
      sections: { keywords: { score: { type: 'contract', message: 'C' } } },
    });
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
        name: { type: 'contract', message: 'Please enter a name It is required' },
        sections: { keywords: { score: { type: 'contract', message: 'Please give a score' } } },
      },
    });
  });

  it('sets each server field error on its path', () => {
    const calls: Array<[string, { type: string; message: string }]> = [];
    showServerErrors({ email: ['Taken'], 'recommendations.2.title': ['Too long'], none: [] }, (name, error) =>
      calls.push([name as string, error]),
    );
    expect(calls).toEqual([
      ['email', { type: 'server', message: 'Taken' }],
      ['recommendations.2.title', { type: 'server', message: 'Too long' }],
    ]);
  });
});

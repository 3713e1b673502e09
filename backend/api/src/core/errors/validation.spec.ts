import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { createValidationPipe, toFieldErrors } from './validation';
import { RequestValidationException } from './request-validation.exception';

class AddressDto {
  @IsString({ message: 'City is required' })
  city!: string;
}

class SampleDto {
  @IsString({ message: 'Job title is required' })
  @MaxLength(5, { message: 'Title must be less than 5 characters' })
  title!: string;

  @IsInt({ message: 'Minimum salary is required' })
  @Min(1, { message: 'Salary must be reasonable' })
  @Max(1_000_000, { message: 'Salary must be reasonable' })
  @Type(() => Number)
  salaryMin!: number;

  @IsOptional()
  @IsIn(['yearly', 'monthly', 'hourly'], { message: 'Please select a salary type' })
  salaryType?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => AddressDto)
  address?: AddressDto;
}

class NoteDto {
  @IsOptional()
  @IsString()
  note?: string;
}

async function validate(value: unknown) {
  return createValidationPipe().transform(value, { type: 'body', metatype: SampleDto });
}

describe('the global ValidationPipe', () => {
  it('maps every failed rule to fieldErrors keyed by field, nested fields with dots', async () => {
    const error = await validate({ title: 'Senior Designer', salaryMin: 0, salaryType: 'weekly', address: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RequestValidationException);
    expect((error as RequestValidationException).fieldErrors).toEqual({
      title: ['Title must be less than 5 characters'],
      salaryMin: ['Salary must be reasonable'],
      salaryType: ['Please select a salary type'],
      'address.city': ['City is required'],
    });
  });

  it('transforms valid input into the DTO and strips unknown properties', async () => {
    const value = await validate({ title: 'Chef', salaryMin: '1200', extra: 'dropped' });
    expect(value).toBeInstanceOf(SampleDto);
    expect(value).toEqual({ title: 'Chef', salaryMin: 1200 });
  });
});

describe('toFieldErrors', () => {
  it('keeps all messages of a field in rule order', () => {
    expect(
      toFieldErrors([
        { property: 'title', constraints: { isString: 'Job title is required', maxLength: 'Too long' }, children: [] },
      ]),
    ).toEqual({ title: ['Job title is required', 'Too long'] });
  });
});

describe('hostile request bodies', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>).polluted;
  });

  it('drops __proto__ and constructor keys at every depth, touching no prototype', async () => {
    const body: unknown = JSON.parse(
      '{"title":"Chef","salaryMin":5,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},' +
        '"address":{"city":"Oslo","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}}',
    );
    const value = (await validate(body)) as SampleDto;
    expect(value).toBeInstanceOf(SampleDto);
    expect(value).toEqual({ title: 'Chef', salaryMin: 5, address: { city: 'Oslo' } });
    for (const object of [value, value.address!]) {
      expect(Object.hasOwn(object, '__proto__')).toBe(false);
      expect(Object.hasOwn(object, 'constructor')).toBe(false);
    }
    expect(value.constructor).toBe(SampleDto);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['an array', [{ title: 'Chef', salaryMin: 5 }]],
    ['a string', 'title=Chef'],
    ['a number', 42],
    ['a boolean', true],
  ])('refuses %s where an object is expected', async (_label, body) => {
    // Request DTOs leave every field optional, so only the shape of the body can fail here.
    const error = await createValidationPipe()
      .transform(body, { type: 'body', metatype: NoteDto })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationException);
    expect(Object.keys((error as RequestValidationException).fieldErrors)).toEqual(['body']);
  });

  it.each([
    ['a string', 'Oslo'],
    ['a number', 7],
    ['a list', ['Oslo']],
  ])('refuses %s where a nested object is expected', async (_label, address) => {
    const error = await validate({ title: 'Chef', salaryMin: 5, address }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationException);
    expect(Object.keys((error as RequestValidationException).fieldErrors)[0]).toMatch(/^address/);
  });

  it('keeps a field named __proto__ an own key of the field errors', () => {
    const fieldErrors = toFieldErrors([{ property: '__proto__', constraints: { isString: 'Bad' }, children: [] }]);
    expect(Object.keys(fieldErrors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(fieldErrors)).toBe(Object.prototype);
    expect(JSON.stringify(fieldErrors)).toBe('{"__proto__":["Bad"]}');
  });
});

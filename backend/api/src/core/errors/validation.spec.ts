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

async function validate(value: unknown) {
  return createValidationPipe().transform(value, { type: 'body', metatype: SampleDto });
}

describe('the global ValidationPipe', () => {
  it('maps every failed rule to fieldErrors keyed by field, nested fields with dots', async () => {
    const error = await validate({ title: 'Senior Designer', salaryMin: 0, salaryType: 'weekly', address: {} }).catch((e: unknown) => e);
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
      toFieldErrors([{ property: 'title', constraints: { isString: 'Job title is required', maxLength: 'Too long' }, children: [] }]),
    ).toEqual({ title: ['Job title is required', 'Too long'] });
  });
});

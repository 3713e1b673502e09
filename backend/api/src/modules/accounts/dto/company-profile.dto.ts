import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, ValidateIf } from 'class-validator';
import {
  COMPANY_PROFILE_MESSAGES,
  COMPANY_SIZES,
  type CompanyLogoResponse,
  type CompanyProfile,
  type CompanyProfileInput,
  type CompanySize,
} from '@marketplace/contracts';

// Types only: the rules run in the service through validateCompanyProfile.
export class CompanyProfileInputDto implements CompanyProfileInput {
  @ApiProperty({ maxLength: 120 })
  @IsString({ message: COMPANY_PROFILE_MESSAGES.nameRequired })
  name!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "An uploaded image's fileUrl (or the current logo); null removes it",
  })
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: COMPANY_PROFILE_MESSAGES.logoNotAllowed })
  logoUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: COMPANY_PROFILE_MESSAGES.websiteInvalid })
  website!: string | null;

  @ApiProperty({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: COMPANY_PROFILE_MESSAGES.linkedinInvalid })
  linkedinUrl!: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: 3000 })
  @IsOptional()
  @IsString({ message: COMPANY_PROFILE_MESSAGES.aboutTooLong })
  about!: string | null;

  @ApiProperty({ enum: COMPANY_SIZES, nullable: true })
  @IsOptional()
  @IsString({ message: COMPANY_PROFILE_MESSAGES.sizeInvalid })
  size!: CompanySize | null;

  @ApiPropertyOptional({
    description:
      'Whether applicants marked not selected get a kind e-mail (on for new companies); unchanged when absent',
  })
  @IsOptional()
  @IsBoolean({ message: COMPANY_PROFILE_MESSAGES.notSelectedEmailsInvalid })
  notSelectedEmails?: boolean;
}

export class CompanyProfileDto extends CompanyProfileInputDto implements CompanyProfile {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The logo as a browser can load it (signed when on storage)',
  })
  logoDisplayUrl!: string | null;
  @ApiProperty({ description: 'Whether applicants marked not selected get a kind e-mail' }) override notSelectedEmails =
    true;
}

export class CompanyLogoResponseDto implements CompanyLogoResponse {
  @ApiProperty({ type: String, nullable: true }) companyLogoUrl!: string | null;
}

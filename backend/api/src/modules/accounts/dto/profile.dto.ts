import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, ValidateIf } from 'class-validator';
import {
  ACCESS_MESSAGES,
  AUTH_MESSAGES,
  ROLES,
  type Role,
  type UpdateProfileRequest,
  type UserProfile,
} from '@marketplace/contracts';

export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: AUTH_MESSAGES.nameRequired })
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: ACCESS_MESSAGES.headlineTooLong })
  headline?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An http(s) URL; null removes the picture' })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: ACCESS_MESSAGES.profilePictureUrlInvalid })
  profilePictureUrl?: string | null;
}

export class UserProfileDto implements UserProfile {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ROLES, nullable: true }) role!: Role | null;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: String, nullable: true }) headline!: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePictureUrl!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A link the browser can load (signed when the picture is in private storage)',
  })
  presignedProfilePictureUrl!: string | null;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import {
  ACCESS_MESSAGES,
  type ImpersonatedUser,
  type ImpersonationStartResponse,
  type ImpersonationTargetRequest,
  ROLES,
  type Role,
} from '@marketplace/contracts';

/**
 * Start and stop body. The id is checked as a UUID here, as its schema says: a path or body id
 * that is not one could never name a user, and must not reach a uuid column as text.
 */
export class ImpersonationTargetDto implements ImpersonationTargetRequest {
  @ApiProperty({ format: 'uuid', description: 'A seeker or employer' })
  @IsUUID('all', { message: ACCESS_MESSAGES.invalidUserId })
  targetUserId!: string;
}

export class ImpersonatedUserDto implements ImpersonatedUser {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: String, nullable: true }) headline!: string | null;
}

export class ImpersonationStartResponseDto implements ImpersonationStartResponse {
  @ApiProperty({ format: 'uuid' }) adminId!: string;
  @ApiProperty({ type: ImpersonatedUserDto }) impersonatedUser!: ImpersonatedUserDto;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { ImpersonationStartResponse, MessageResponse } from '@marketplace/contracts';
import { ActsAsSelf, Roles } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { MessageResponseDto } from '../../core/http/common.dto';
import { ImpersonationStartResponseDto, ImpersonationTargetDto } from './dto/impersonation.dto';
import { ImpersonationService } from './impersonation.service';

/** Admin impersonation. Start and stop act as the admin themself, headers or not. */
@ApiTags('admin')
@Controller('admin')
export class ImpersonationController {
  constructor(private readonly impersonation: ImpersonationService) {}

  @Post('impersonation/start')
  @HttpCode(200)
  @Roles('admin')
  @ActsAsSelf()
  @ApiOperation({ summary: 'Start acting as a seeker or employer (ends any running impersonation of this admin)' })
  @ApiOkResponse({ type: ImpersonationStartResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Not an admin, or the target is an admin' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  start(@CurrentActor() actor: Actor, @Body() body: ImpersonationTargetDto): Promise<ImpersonationStartResponse> {
    return this.impersonation.start(actor, body.targetUserId);
  }

  @Post('impersonation/stop')
  @HttpCode(200)
  @Roles('admin')
  @ActsAsSelf()
  @ApiOperation({ summary: 'Stop acting as the user (200 also when nothing was running)' })
  @ApiOkResponse({ type: MessageResponseDto })
  stop(@CurrentActor() actor: Actor, @Body() body: ImpersonationTargetDto): Promise<MessageResponse> {
    return this.impersonation.stop(actor, body.targetUserId);
  }
}

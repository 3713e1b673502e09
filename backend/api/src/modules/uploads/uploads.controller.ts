import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { PresignUploadResponse, UploadFileResponse } from '@marketplace/contracts';
import { SignedIn } from '../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../core/auth/actor';
import { ErrorBodyDto } from '../../core/errors/error-body.dto';
import { ConfirmUploadDto, PresignUploadDto, PresignUploadResponseDto, UploadFileResponseDto } from './dto/uploads.dto';
import { UploadsService } from './uploads.service';

@ApiTags('uploads')
@Controller('upload')
@SignedIn()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('presigned-url')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign a PUT link for one file (type and size signed in), after the size, type, rate and quota limits',
  })
  @ApiOkResponse({ type: PresignUploadResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  presign(@CurrentActor() actor: Actor, @Body() body: PresignUploadDto): Promise<PresignUploadResponse> {
    return this.uploads.presign(actor, body);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm an uploaded file: checked by size and first bytes, then processed by the worker' })
  @ApiOkResponse({ type: UploadFileResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  confirm(@CurrentActor() actor: Actor, @Body() body: ConfirmUploadDto): Promise<UploadFileResponse> {
    return this.uploads.confirm(actor, body);
  }

  @Get(':uploadId')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'One of your uploads: processing, ready (with a signed link) or rejected (with the reason)',
  })
  @ApiOkResponse({ type: UploadFileResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  get(@CurrentActor() actor: Actor, @Param('uploadId') uploadId: string): Promise<UploadFileResponse> {
    return this.uploads.get(actor, uploadId);
  }
}

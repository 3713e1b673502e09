import { Body, Controller, Get, Header, Param, Put, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { CompanyLogoResponse, CompanyProfile } from '@marketplace/contracts';
import { Public, Roles } from '../../../core/auth/access-policy';
import { type Actor, CurrentActor } from '../../../core/auth/actor';
import { ErrorBodyDto } from '../../../core/errors/error-body.dto';
import { CompanyLogoResponseDto, CompanyProfileDto, CompanyProfileInputDto } from '../dto/company-profile.dto';
import { CompanyProfileService } from './company-profile.service';

@ApiTags('employer')
@Controller()
export class CompanyProfileController {
  constructor(private readonly companies: CompanyProfileService) {}

  @Get('employer/company')
  @Roles('employer')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "The employer's company profile" })
  @ApiOkResponse({ type: CompanyProfileDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  get(@CurrentActor() actor: Actor): Promise<CompanyProfile> {
    return this.companies.get(actor);
  }

  @Put('employer/company')
  @Roles('employer')
  @ApiOperation({ summary: 'Replace the company profile; a new logo is an uploaded image' })
  @ApiOkResponse({ type: CompanyProfileDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  update(@CurrentActor() actor: Actor, @Body() body: CompanyProfileInputDto): Promise<CompanyProfile> {
    return this.companies.update(actor, body);
  }

  @Get('employer/company-logo')
  @Roles('employer')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The company's logo as a link (signed when it sits on storage)" })
  @ApiOkResponse({ type: CompanyLogoResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  logo(@CurrentActor() actor: Actor): Promise<CompanyLogoResponse> {
    return this.companies.logo(actor);
  }

  @Get('companies/:companyId/logo/:uploadId')
  @Public()
  @Header('cache-control', 'public, max-age=31536000, immutable')
  @ApiOperation({ summary: "A company's uploaded logo (256 px WebP) at a stable address that changes with the logo" })
  @ApiProduces('image/webp')
  @ApiOkResponse({ description: 'The image' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async publicLogo(
    @Param('companyId') companyId: string,
    @Param('uploadId') uploadId: string,
  ): Promise<StreamableFile> {
    const image = await this.companies.publicLogo(companyId, uploadId);
    // The address names the upload, so the bytes behind it never change: anyone may keep them.
    return new StreamableFile(image.body, { type: 'image/webp', length: image.size, disposition: 'inline' });
  }
}

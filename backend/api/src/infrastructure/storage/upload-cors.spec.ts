import type { CORSRule } from '@aws-sdk/client-s3';
import { mergeUploadCors, UPLOAD_CORS_RULE_ID, uploadCorsRule, uploadOriginsOf } from './upload-cors';

const APP = 'http://localhost:3000';
const BENCH = 'http://127.0.0.1:41234';
const cdnRule: CORSRule = { ID: 'cdn', AllowedOrigins: ['https://cdn.example'], AllowedMethods: ['GET'] };

describe('mergeUploadCors', () => {
  it('writes our rule on a bucket without one', () => {
    expect(mergeUploadCors([], [APP])).toEqual([uploadCorsRule([APP])]);
  });

  it('adds the missing origins and keeps every origin already allowed', () => {
    const merged = mergeUploadCors([uploadCorsRule([APP])], [BENCH]);
    expect(merged).toEqual([uploadCorsRule([APP, BENCH])]);
    expect(uploadOriginsOf(merged!)).toEqual([APP, BENCH]);
  });

  it('writes nothing when every origin is already there', () => {
    expect(mergeUploadCors([uploadCorsRule([APP, BENCH])], [BENCH, APP])).toBeNull();
    expect(mergeUploadCors([], [])).toBeNull();
  });

  it('keeps other tools’ rules as they are, in their place', () => {
    expect(mergeUploadCors([cdnRule, uploadCorsRule([APP])], [BENCH])).toEqual([cdnRule, uploadCorsRule([APP, BENCH])]);
    expect(mergeUploadCors([uploadCorsRule([APP]), cdnRule], [BENCH])).toEqual([uploadCorsRule([APP, BENCH]), cdnRule]);
    expect(mergeUploadCors([cdnRule], [APP])).toEqual([cdnRule, uploadCorsRule([APP])]);
  });

  it('adopts the unnamed rule earlier versions wrote, with its origins', () => {
    const { ID: _id, ...legacy } = uploadCorsRule([APP]);
    expect(mergeUploadCors([legacy], [APP])).toEqual([uploadCorsRule([APP])]);
    const merged = mergeUploadCors([cdnRule, legacy], [BENCH]);
    expect(merged).toEqual([cdnRule, uploadCorsRule([APP, BENCH])]);
    expect(merged![1]!.ID).toBe(UPLOAD_CORS_RULE_ID);
  });

  it('folds several rules of ours into one', () => {
    expect(mergeUploadCors([uploadCorsRule([APP]), cdnRule, uploadCorsRule([BENCH])], [APP])).toEqual([
      uploadCorsRule([APP, BENCH]),
      cdnRule,
    ]);
  });
});

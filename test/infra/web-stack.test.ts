// The web stack: CloudFront serves the SPA from a private bucket through origin access
// control, rewrites client routes to /index.html with a CloudFront Function on the default
// behaviour only, sends /api/* uncached and /jobs/* and the job feeds cached to the HTTP API, and adds
// security headers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { API_FORWARDED_HOST_FUNCTION, SPA_REWRITE_FUNCTION } from '../../infra/cloudfront-functions.js';
import { API_FORWARDED_HEADERS, WebStack } from '../../infra/web-stack.js';
import {
  CLOUDFRONT_CSP_MAX_LENGTH,
  contentSecurityPolicy,
  hashSource,
  INLINE_HASHES_FILE,
  readInlineHashes,
} from '../../infra/content-security-policy.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/http/client-address.js';
import {
  CERTIFICATE,
  logicalId,
  resourcesOf,
  synthMarketplace,
  SYNTH_TIMEOUT,
  testApp,
  type SynthesizedMarketplace,
} from './support/marketplace.js';

// CloudFront's managed policies (AWS documentation, "Use managed cache/origin request policies").
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  ViewerProtocolPolicy: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId: unknown;
  AllowedMethods?: string[];
  FunctionAssociations?: Array<{ EventType: string; FunctionARN: unknown }>;
}
interface Origin {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
  S3OriginConfig?: { OriginAccessIdentity: string };
  CustomOriginConfig?: { OriginProtocolPolicy: string; OriginSSLProtocols: string[] };
}
interface DistributionConfig {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors?: Behavior[];
  Origins: Origin[];
  DefaultRootObject?: string;
  CustomErrorResponses?: unknown;
  Aliases?: string[];
  ViewerCertificate?: Record<string, unknown>;
  Logging?: { Bucket: unknown };
}

type CloudFrontRequest = { uri: string; headers: Record<string, { value: string }> };
/** Runs a CloudFront Function's source on a viewer request, as CloudFront would. */
function runViewerRequest(source: string, uri: string, headers: CloudFrontRequest['headers'] = {}): CloudFrontRequest {
  const handler = new Function(`${source}\nreturn handler;`)() as (event: {
    request: CloudFrontRequest;
  }) => CloudFrontRequest;
  return handler({ request: { uri, headers: { ...headers } } });
}

describe('web stack', () => {
  let m: SynthesizedMarketplace;
  let config: DistributionConfig;

  beforeAll(() => {
    m = synthMarketplace({ stage: 'prod' });
    const [distribution] = Object.values(resourcesOf(m.template(m.web), 'AWS::CloudFront::Distribution'));
    config = distribution!.Properties.DistributionConfig as DistributionConfig;
  }, SYNTH_TIMEOUT);

  const originOf = (behavior: Behavior) => config.Origins.find((origin) => origin.Id === behavior.TargetOriginId)!;
  const functionArn = (fn: { node: { defaultChild?: unknown } }) => ({ 'Fn::GetAtt': [logicalId(fn), 'FunctionARN'] });

  describe('default behaviour: the SPA', () => {
    it('serves the private site bucket through origin access control', () => {
      const origin = originOf(config.DefaultCacheBehavior);
      expect(JSON.stringify(origin.DomainName)).toContain(logicalId(m.web.siteBucket));
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
      m.template(m.web).hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
        OriginAccessControlConfig: {
          OriginAccessControlOriginType: 's3',
          SigningBehavior: 'always',
          SigningProtocol: 'sigv4',
        },
      });
      m.template(m.web).hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
      });
      // Only this distribution may read the bucket.
      const policies = Object.values(resourcesOf(m.template(m.web), 'AWS::S3::BucketPolicy')).filter(
        (policy) => JSON.stringify(policy.Properties.Bucket) === JSON.stringify({ Ref: logicalId(m.web.siteBucket) }),
      );
      const statements = JSON.stringify(policies.map((policy) => policy.Properties.PolicyDocument));
      expect(statements).toContain('"Service":"cloudfront.amazonaws.com"');
      expect(statements).toContain(`"AWS:SourceArn"`);
      expect(statements).toContain(logicalId(m.web.distribution));
    });

    it('redirects to HTTPS, caches, and has index.html as its root', () => {
      expect(config.DefaultRootObject).toBe('index.html');
      expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(config.DefaultCacheBehavior.CachePolicyId).toBe(CACHING_OPTIMIZED);
    });

    it('rewrites client routes with a CloudFront Function, not with distribution-wide error pages', () => {
      expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: functionArn(m.web.spaRewriteFunction) },
      ]);
      expect(config.CustomErrorResponses).toBeUndefined();
      m.template(m.web).hasResourceProperties('AWS::CloudFront::Function', {
        FunctionCode: SPA_REWRITE_FUNCTION,
        FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
      });
    });

    it('sends prerendered public pages to their own HTML, client routes to /index.html, and leaves files alone', () => {
      for (const uri of ['/home', '/find-work', '/login'])
        expect(runViewerRequest(SPA_REWRITE_FUNCTION, uri).uri, uri).toBe(`${uri}/index.html`);
      for (const uri of ['/', '/jobs', '/jobs/123/edit', '/settings/email', '/find-work/', '/dashboard/find-jobs']) {
        expect(runViewerRequest(SPA_REWRITE_FUNCTION, uri).uri, uri).toBe('/index.html');
      }
      for (const uri of [
        '/index.html',
        '/assets/index-CuhyskV7.js',
        '/assets/vendor.css',
        '/favicon.svg',
        '/api/get-user',
        '/api',
      ]) {
        expect(runViewerRequest(SPA_REWRITE_FUNCTION, uri).uri, uri).toBe(uri);
      }
    });
  });

  const behaviorOf = (pattern: string) => {
    expect(config.CacheBehaviors?.map((behavior) => behavior.PathPattern)).toEqual([
      '/api/*',
      '/jobs/*',
      '/companies/*',
      '/jobs.rss',
      '/jobs.json',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/*',
    ]);
    return config.CacheBehaviors!.find((behavior) => behavior.PathPattern === pattern)!;
  };

  describe('/api/*: the HTTP API on the same origin', () => {
    const api = () => behaviorOf('/api/*');

    it('goes to the HTTP API over HTTPS only, every method, never cached', () => {
      const behavior = api();
      expect(behavior.PathPattern).toBe('/api/*');
      expect(behavior.ViewerProtocolPolicy).toBe('https-only');
      expect(behavior.CachePolicyId).toBe(CACHING_DISABLED);
      expect([...(behavior.AllowedMethods ?? [])].sort()).toEqual([
        'DELETE',
        'GET',
        'HEAD',
        'OPTIONS',
        'PATCH',
        'POST',
        'PUT',
      ]);
      const origin = originOf(behavior);
      expect(JSON.stringify(origin.DomainName)).toContain(logicalId(m.api.httpApi));
      expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
      expect(origin.CustomOriginConfig).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
      });
    });

    it("forwards the headers the API reads (the viewer's address too, for rate limits), never Host, and all cookies and query strings", () => {
      expect(JSON.stringify(api().OriginRequestPolicyId)).toContain(logicalId(m.web.apiOriginRequestPolicy));
      const [policy] = Object.values(resourcesOf(m.template(m.web), 'AWS::CloudFront::OriginRequestPolicy'));
      const config = policy!.Properties.OriginRequestPolicyConfig as Record<string, unknown>;
      expect(config.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: API_FORWARDED_HEADERS });
      expect(API_FORWARDED_HEADERS).toContain('CloudFront-Viewer-Address');
      expect(API_FORWARDED_HEADERS.map((name) => name.toLowerCase())).not.toContain('host');
      expect(config.CookiesConfig).toEqual({ CookieBehavior: 'all' });
      expect(config.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    });

    it("sends the API the secret origin header, from the Api stack's secret, and never forwards the viewer's own", () => {
      const origin = originOf(api());
      const headers = (origin as { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] })
        .OriginCustomHeaders;
      expect(headers?.map((header) => header.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
      // A dynamic reference to the secret, resolved by CloudFormation at deployment.
      const value = JSON.stringify(headers![0]!.HeaderValue);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain('OriginVerifySecret');
      expect(API_FORWARDED_HEADERS.map((name) => name.toLowerCase())).not.toContain(ORIGIN_VERIFY_HEADER);
    });

    it("tells the API the site's host as X-Forwarded-Host, whatever the viewer sent", () => {
      expect(api().FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: functionArn(m.web.apiRequestFunction) },
      ]);
      const request = runViewerRequest(API_FORWARDED_HOST_FUNCTION, '/api/login', {
        host: { value: 'hire.example.org' },
        'x-forwarded-host': { value: 'evil.example' },
      });
      expect(request.headers['x-forwarded-host']).toEqual({ value: 'hire.example.org' });
      expect(request.uri).toBe('/api/login');
    });
  });

  describe.each(['/jobs/*', '/companies/*'])('%s: public pages, rendered by a function of the HTTP API', (pattern) => {
    const jobs = () => behaviorOf(pattern);

    it('go to the same API origin, GET and HEAD only, over HTTPS', () => {
      const behavior = jobs();
      expect(behavior.TargetOriginId).toBe(behaviorOf('/api/*').TargetOriginId);
      expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect([...(behavior.AllowedMethods ?? [])].sort()).toEqual(['GET', 'HEAD']);
      expect(behavior.FunctionAssociations).toBeUndefined();
    });

    it('are cached by path alone for as long as the page says, and nothing of the viewer reaches the function', () => {
      const behavior = jobs();
      expect(behavior.OriginRequestPolicyId).toBeUndefined();
      expect(JSON.stringify(behavior.CachePolicyId)).toContain(logicalId(m.web.publicPagesCachePolicy));
      m.template(m.web).hasResourceProperties('AWS::CloudFront::CachePolicy', {
        CachePolicyConfig: {
          MinTTL: 0,
          DefaultTTL: 0,
          MaxTTL: 86400,
          ParametersInCacheKeyAndForwardedToOrigin: {
            CookiesConfig: { CookieBehavior: 'none' },
            HeadersConfig: { HeaderBehavior: 'none' },
            QueryStringsConfig: { QueryStringBehavior: 'none' },
            EnableAcceptEncodingGzip: true,
            EnableAcceptEncodingBrotli: true,
          },
        },
      });
    });
  });

  describe('/jobs.rss and /jobs.json: the job feeds, answered by a function of the HTTP API', () => {
    it.each(['/jobs.rss', '/jobs.json'])(
      '%s goes to the API origin, GET and HEAD only, cached by path and query string as long as the feed says',
      (pattern) => {
        const behavior = behaviorOf(pattern);
        expect(behavior.TargetOriginId).toBe(behaviorOf('/api/*').TargetOriginId);
        expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
        expect([...(behavior.AllowedMethods ?? [])].sort()).toEqual(['GET', 'HEAD']);
        expect(behavior.FunctionAssociations).toBeUndefined();
        expect(behavior.OriginRequestPolicyId).toBeUndefined();
        expect(JSON.stringify(behavior.CachePolicyId)).toContain(logicalId(m.web.publicFeedsCachePolicy));
      },
    );

    it('the feeds’ cache keys hold the query string (a search’s feed) and no cookie or header', () => {
      const policies = resourcesOf(m.template(m.web), 'AWS::CloudFront::CachePolicy');
      expect(policies[logicalId(m.web.publicFeedsCachePolicy)]!.Properties.CachePolicyConfig).toMatchObject({
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: 86400,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        },
      });
    });
  });

  describe('/robots.txt, /sitemap.xml and /sitemaps/*: answered by a function of the HTTP API', () => {
    it.each(['/robots.txt', '/sitemap.xml', '/sitemaps/*'])(
      '%s goes to the API origin, GET and HEAD only, cached by path alone as long as it says',
      (pattern) => {
        const behavior = behaviorOf(pattern);
        expect(behavior.TargetOriginId).toBe(behaviorOf('/api/*').TargetOriginId);
        expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
        expect([...(behavior.AllowedMethods ?? [])].sort()).toEqual(['GET', 'HEAD']);
        expect(behavior.FunctionAssociations).toBeUndefined();
        expect(behavior.OriginRequestPolicyId).toBeUndefined();
        expect(JSON.stringify(behavior.CachePolicyId)).toContain(logicalId(m.web.publicPagesCachePolicy));
      },
    );
  });

  describe('security headers', () => {
    let headers: Record<string, Record<string, unknown>>;
    beforeAll(() => {
      const [policy] = Object.values(resourcesOf(m.template(m.web), 'AWS::CloudFront::ResponseHeadersPolicy'));
      headers = (policy!.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: typeof headers })
        .SecurityHeadersConfig;
    });

    it('apply to the SPA, the API, the job and company pages, the feeds and the sitemaps alike', () => {
      const id = { Ref: logicalId(m.web.responseHeadersPolicy) };
      expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(id);
      expect(config.CacheBehaviors?.map((behavior) => behavior.ResponseHeadersPolicyId)).toEqual(Array(8).fill(id));
    });

    it('have a CSP that allows the site itself, data: images and the files bucket (photos), nothing else', () => {
      const text = JSON.stringify(headers.ContentSecurityPolicy!.ContentSecurityPolicy);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
      ]) {
        expect(text).toContain(directive);
      }
      // Photos: presigned links to the files bucket's own host (by name, no wildcard).
      expect(text).toContain("img-src 'self' data: https://hiring-prod-files-");
      expect(text).toContain('.s3.');
      expect(text).not.toContain('*');
      expect(text).not.toContain('unsafe-inline');
      expect(headers.ContentSecurityPolicy!.Override).toBe(true);
    });

    it("allow the build's inline blocks by their hash only, within CloudFront's length limit", () => {
      // Each prerendered page inlines its own critical CSS: one hash per page, one for index.html,
      // and one for the page-start script they all carry.
      const styles = Array.from({ length: 12 }, (_, index) => hashSource(`.page-${index}{color:red}`));
      const scripts = [hashSource('document.title;')];
      // The longest bucket name S3 allows, in a region with one of the longest names.
      const bucket = 'b'.repeat(63);
      const policy = contentSecurityPolicy({
        photoOrigins: [`https://${bucket}.s3.ap-southeast-5.amazonaws.com`, `https://${bucket}.s3.amazonaws.com`],
        inline: { scripts, styles },
      });

      const directive = (name: string) =>
        policy
          .split('; ')
          .find((entry) => entry.startsWith(`${name} `))!
          .split(' ');
      expect(directive('style-src')).toEqual(['style-src', "'self'", ...styles]);
      expect(directive('script-src')).toEqual(['script-src', "'self'", ...scripts]);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain('upgrade-insecure-requests');
      expect(policy.length).toBeLessThanOrEqual(CLOUDFRONT_CSP_MAX_LENGTH);
    });

    it('hash an inline block as browsers do (SHA-256 of its text, base64)', () => {
      // echo -n 'a{color:red}' | openssl dgst -sha256 -binary | base64
      expect(hashSource('a{color:red}')).toBe("'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='");
    });

    it("read the build's hashes, and refuse a build without them or with something else in their place", () => {
      const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
      try {
        expect(() => readInlineHashes(webDir)).toThrow(/npm run build:web/);
        const file = path.join(webDir, INLINE_HASHES_FILE);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const hashes = { scripts: [hashSource('document.title;')], styles: [hashSource('a{color:red}')] };
        fs.writeFileSync(file, JSON.stringify(hashes));
        expect(readInlineHashes(webDir)).toEqual(hashes);
        fs.writeFileSync(file, JSON.stringify({ ...hashes, styles: ["'unsafe-inline'"] }));
        expect(() => readInlineHashes(webDir)).toThrow(/sha256/);
      } finally {
        fs.rmSync(webDir, { recursive: true, force: true });
      }
    });

    it('have HSTS, X-Frame-Options DENY, nosniff and a referrer policy', () => {
      expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
      expect(Number(headers.StrictTransportSecurity!.AccessControlMaxAgeSec)).toBeGreaterThanOrEqual(365 * 24 * 3600);
      expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(headers.ContentTypeOptions).toEqual({ Override: true });
      expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    });
  });

  describe('site deployment and logs', () => {
    it('deploys the build to the site bucket and invalidates the distribution', () => {
      const deployments = Object.values(resourcesOf(m.template(m.web), 'Custom::CDKBucketDeployment'));
      expect(
        deployments.some((d) =>
          JSON.stringify(d.Properties.DistributionId ?? null).includes(logicalId(m.web.distribution)),
        ),
      ).toBe(true);
      for (const deployment of deployments) {
        expect(JSON.stringify(deployment.Properties.DestinationBucketName)).toContain(logicalId(m.web.siteBucket));
      }
    });

    it('logs CloudFront requests to the access-log bucket', () => {
      expect(JSON.stringify(config.Logging?.Bucket)).toContain(logicalId(m.web.logsBucket));
    });

    it('uses the default certificate without a custom domain', () => {
      expect(config.Aliases).toBeUndefined();
      expect(config.ViewerCertificate).toBeUndefined();
    });
  });

  describe("the site's address for the API's emailed links", () => {
    it("writes CloudFront's address to the stage's SSM parameter, the name the API's functions are given", () => {
      const parameters = Object.values(resourcesOf(m.template(m.web), 'AWS::SSM::Parameter'));
      expect(parameters).toHaveLength(1);
      expect(parameters[0]!.Properties).toMatchObject({
        Name: '/remote-hiring/prod/site-url',
        Type: 'String',
        Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(m.web.distribution), 'DomainName'] }]] },
      });
      expect(parameters[0]!.Properties.Value).toEqual(m.web.resolve(m.web.siteUrl));
      const env = (
        resourcesOf(m.template(m.api), 'AWS::Lambda::Function')[logicalId(m.api.functions.inviteTeammate)]!.Properties
          .Environment as { Variables: Record<string, unknown> }
      ).Variables;
      expect(env.SITE_URL_PARAMETER).toBe(parameters[0]!.Properties.Name);
    });
  });

  describe('with a custom domain', () => {
    it(
      'serves the domain with its certificate, TLS 1.2 and SNI',
      () => {
        // The web stack alone, with the API's host as a plain name: no need for the other stacks.
        const app = testApp();
        const web = new WebStack(app, 'CustomDomainWeb', {
          stage: 'prod',
          retainData: true,
          apiDomainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
          originVerifySecret: secretsmanager.Secret.fromSecretNameV2(new Stack(app, 'Secrets'), 'Origin', 'origin'),
          filesBucketName: 'hiring-prod-files',
          domainName: 'hire.example.org',
          certificateArn: CERTIFICATE,
        });
        const [distribution] = Object.values(resourcesOf(Template.fromStack(web), 'AWS::CloudFront::Distribution'));
        const custom = distribution!.Properties.DistributionConfig as DistributionConfig;
        expect(custom.Aliases).toEqual(['hire.example.org']);
        expect(custom.ViewerCertificate).toEqual({
          AcmCertificateArn: CERTIFICATE,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        });
        expect(web.siteUrl).toBe('https://hire.example.org');
        // The parameter too holds the domain, on every stage alike.
        Template.fromStack(web).hasResourceProperties('AWS::SSM::Parameter', {
          Name: '/remote-hiring/prod/site-url',
          Type: 'String',
          Value: 'https://hire.example.org',
        });
      },
      SYNTH_TIMEOUT,
    );
  });
});

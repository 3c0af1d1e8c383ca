// Web: the built SPA (web/dist) in a private bucket, served by CloudFront through origin
// access control, with /api/* sent to the HTTP API on the same origin (so session cookies
// are first-party and no CORS is needed), the job pages (/jobs/*) rendered by a function of
// the API and cached at the edge, and security headers on every answer.
import fs from 'node:fs';
import path from 'node:path';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../functions/platform/http/client-address.js';
import { JOB_FEED_PATHS } from '../shared/job-feeds.js';
import { WEB_RENDERER } from '../shared/job-page.js';
import { withSiteAddress } from '../shared/link-preview.js';
import { PRERENDERED_PAGES } from '../shared/prerendered-pages.js';
import { SITEMAP_PATHS } from '../shared/site-maps.js';
import { builtSite } from './built-site.js';
import { API_FORWARDED_HOST_FUNCTION, SPA_REWRITE_FUNCTION } from './cloudfront-functions.js';
import { CLOUDFRONT_CSP_MAX_LENGTH, contentSecurityPolicy, readInlineHashes } from './content-security-policy.js';
import { accessLogsBucket, PRIVATE_BUCKET, removal } from './buckets.js';
import { acknowledge, acknowledgeBucketDeploymentHandler } from './nag.js';

/** The request headers the API reads (functions/platform/http), forwarded from CloudFront. */
export const API_FORWARDED_HEADERS = [
  'Content-Type',
  'Origin',
  'Sec-Fetch-Site',
  'X-Forwarded-Host',
  'CloudFront-Viewer-Address',
  'User-Agent',
];

/** The prerendered pages' files in the build (web/prerender-pages.ts). */
const PRERENDERED_FILES = PRERENDERED_PAGES.map((page) => `${page.slice(1)}/index.html`);

/**
 * The SSM parameter that holds a stage's site address, for the links in the API's emails
 * (functions/platform/http/site-link.ts). Named from the stage alone, so that the Api stack,
 * deployed before this one, can name it without a reference.
 */
export const siteUrlParameterName = (stage: string) => `/remote-hiring/${stage}/site-url`;

export interface WebStackProps extends StackProps {
  readonly stage: string;
  /** Keep the access logs when the stack is deleted. */
  readonly retainData: boolean;
  /** Host name of the HTTP API's endpoint, the origin of /api/*. */
  readonly apiDomainName: string;
  /** Sent to the API in the secret origin header, so that the API believes the viewer address (api-stack.ts). */
  readonly originVerifySecret: secretsmanager.ISecret;
  /** Name of the private bucket whose presigned links show profile photos (CSP img-src). */
  readonly filesBucketName: string;
  /** Optional custom domain with its us-east-1 ACM certificate. */
  readonly domainName?: string;
  readonly certificateArn?: string;
}

export class WebStack extends Stack {
  readonly siteBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  readonly spaRewriteFunction: cloudfront.Function;
  readonly apiRequestFunction: cloudfront.Function;
  readonly apiOriginRequestPolicy: cloudfront.OriginRequestPolicy;
  /** Pages the API's functions render for everyone (the job pages): kept as long as they say. */
  readonly publicPagesCachePolicy: cloudfront.CachePolicy;
  /** The job feeds: as the pages, with the query string (a search's feed) in the key. */
  readonly publicFeedsCachePolicy: cloudfront.CachePolicy;
  /** The site's address: the custom domain, or CloudFront's own. */
  readonly siteUrl: string;
  /** Holds siteUrl for the API's functions (siteUrlParameterName). */
  readonly siteUrlParameter: ssm.StringParameter;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // Access logs of the site bucket and CloudFront; deleted with the stack unless the
    // stage retains its data.
    this.logsBucket = accessLogsBucket(this, props.retainData);
    // Holds only build output, redeployed on every deploy: never retained.
    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      ...PRIVATE_BUCKET,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      ...removal(false),
    });

    // Synthesized without bundling (tests), the stack deploys a placeholder page: no inline blocks.
    const site = this.bundlingRequired ? builtSite() : undefined;
    const policy = contentSecurityPolicy({
      // Signed file links use the bucket's regional virtual-hosted name
      // (functions/platform/clients/s3-links.ts); the global name is allowed too.
      photoOrigins: [
        `https://${props.filesBucketName}.s3.${this.region}.${this.urlSuffix}`,
        `https://${props.filesBucketName}.s3.${this.urlSuffix}`,
      ],
      inline: site ? readInlineHashes(site) : { scripts: [], styles: [] },
    });
    // Unresolved names (region, suffix) are longer here than deployed: the check errs on the safe side.
    if (policy.length > CLOUDFRONT_CSP_MAX_LENGTH)
      throw new Error(
        `The Content-Security-Policy is ${policy.length} characters, over CloudFront's ${CLOUDFRONT_CSP_MAX_LENGTH}: fewer inline blocks (prerendered pages) or shorter sources.`,
      );
    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Remote hiring (${props.stage}): security headers of the site and the API`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: policy, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=()',
            override: true,
          },
        ],
      },
    });

    this.spaRewriteFunction = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Client routes of the SPA are served /index.html',
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    // What the API reads of a request: its body type, the cross-site signals, the site's host
    // (set by apiRequestFunction) and the viewer's address for per-address rate limits
    // (API Gateway sees only the edge server). Not Host: API Gateway needs its own name.
    this.apiOriginRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: `Remote hiring (${props.stage}): what the API reads of a request`,
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    });

    this.apiRequestFunction = new cloudfront.Function(this, 'ApiForwardedHost', {
      comment: 'Passes the site host to the API as X-Forwarded-Host',
      code: cloudfront.FunctionCode.fromInline(API_FORWARDED_HOST_FUNCTION),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    // What the API's functions answer for everyone (they read no cookie): kept for as long as
    // their Cache-Control says (s-maxage), compressed. A job's page by its path alone; a feed by
    // path and query string, which names the search it lists.
    const publicDocumentsCache = (id: string, what: string, queryStrings: cloudfront.CacheQueryStringBehavior) =>
      new cloudfront.CachePolicy(this, id, {
        comment: `Remote hiring (${props.stage}): ${what}, kept as their Cache-Control says`,
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: Duration.days(1),
        cookieBehavior: cloudfront.CacheCookieBehavior.none(),
        headerBehavior: cloudfront.CacheHeaderBehavior.none(),
        queryStringBehavior: queryStrings,
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      });
    this.publicPagesCachePolicy = publicDocumentsCache(
      'PublicPagesCache',
      'pages rendered for everyone',
      cloudfront.CacheQueryStringBehavior.none(),
    );
    this.publicFeedsCachePolicy = publicDocumentsCache(
      'PublicFeedsCache',
      'job feeds, by path and query string',
      cloudfront.CacheQueryStringBehavior.all(),
    );

    // The HTTP API: /api/* (the API's calls) and the documents its functions answer (/jobs/*, the feeds).
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // Proves to the API that the request came through CloudFront, so its
      // CloudFront-Viewer-Address may be believed. CloudFront cannot read a secret at run
      // time: the value is resolved into the distribution's configuration at deployment.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
    });

    /** A behaviour of documents the API's functions answer at the site's own paths, for everyone. */
    const siteDocuments = (cachePolicy: cloudfront.ICachePolicy): cloudfront.BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    });

    const certificate = props.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Remote hiring marketplace (${props.stage})`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      ...(props.domainName && certificate
        ? {
            domainNames: [props.domainName],
            certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [
          { function: this.spaRewriteFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // Never cached; the headers the API reads (see apiOriginRequestPolicy), every
          // cookie and query string reach it.
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: this.apiOriginRequestPolicy,
          responseHeadersPolicy: this.responseHeadersPolicy,
          functionAssociations: [
            { function: this.apiRequestFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          ],
          compress: true,
        },
        // A job's public page, rendered by its function (api-stack.ts JOB_PAGE): nothing of the
        // request but its path reaches it, so one cached copy serves everyone.
        '/jobs/*': siteDocuments(this.publicPagesCachePolicy),
        // A company's public page (api-stack.ts COMPANY_PAGE), the same way.
        '/companies/*': siteDocuments(this.publicPagesCachePolicy),
        // The job feeds (api-stack.ts JOB_FEED): path and query string reach the function.
        ...Object.fromEntries(
          Object.values(JOB_FEED_PATHS).map((feedPath) => [feedPath, siteDocuments(this.publicFeedsCachePolicy)]),
        ),
        // robots.txt and the sitemaps (api-stack.ts SITEMAP): by path alone, like the job pages.
        ...Object.fromEntries(
          [SITEMAP_PATHS.robots, SITEMAP_PATHS.index, `${SITEMAP_PATHS.folder}/*`].map((sitePath) => [
            sitePath,
            siteDocuments(this.publicPagesCachePolicy),
          ]),
        ),
      },
    });
    this.siteUrl = `https://${props.domainName ?? this.distribution.distributionDomainName}`;
    // On every stage, custom domain or not: the API's emailed links come from here (or from
    // SITE_URL), never from a request.
    this.siteUrlParameter = new ssm.StringParameter(this, 'SiteUrlParameter', {
      parameterName: siteUrlParameterName(props.stage),
      stringValue: this.siteUrl,
      description: `Remote hiring (${props.stage}): the site's address, for the links in the API's emails.`,
      tier: ssm.ParameterTier.STANDARD,
    });

    // Hashed assets first (kept across deploys, so open tabs can still lazy-load their
    // chunks; cached for a year), then the entry files (revalidated on every visit), then
    // an invalidation of CloudFront's copies.
    const siteSource = site
      ? // The server renderer goes to the job pages' function (api-stack.ts), not to the bucket;
        // the prerendered pages go below, with the site's address.
        s3deploy.Source.asset(site, { exclude: ['*.map', WEB_RENDERER.dir, ...PRERENDERED_FILES] })
      : s3deploy.Source.data('index.html', '<!doctype html><title>Not built</title>');
    // The pages' link previews need the site's absolute address, which CloudFront's domain may
    // only now give: filled in at deployment (a deploy-time value of each page's content).
    const pageSources = (site ? PRERENDERED_FILES : []).map((file) =>
      s3deploy.Source.data(file, withSiteAddress(fs.readFileSync(path.join(site!, file), 'utf8'), this.siteUrl)),
    );
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [siteSource],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    const entry = new s3deploy.BucketDeployment(this, 'DeployEntry', {
      sources: [siteSource, ...pageSources],
      destinationBucket: this.siteBucket,
      exclude: ['assets/*', '*.map'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    entry.node.addDependency(assets);

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl, description: 'The product' });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: 'Point the custom domain here (CNAME or alias record)',
    });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });

    acknowledge(this.distribution, {
      'AwsSolutions-CFR1':
        'A remote-hiring marketplace serves employers and candidates in every country: there is no country to block.',
      'AwsSolutions-CFR2':
        'No WAF web ACL for now (a fixed monthly cost per stage): the API stage is throttled, and sign-in, sign-up and code attempts are rate-limited by the API itself (functions/platform/rate-limits.ts). Associate a web ACL here if abuse appears.',
    });
    if (!props.domainName) {
      acknowledge(this.distribution, {
        'AwsSolutions-CFR4':
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; with -c domainName and -c certificateArn the distribution requires TLS 1.2 (TLSv1.2_2021).',
      });
    }
    acknowledgeBucketDeploymentHandler(this, this.siteBucket.arnForObjects('*'));
  }
}

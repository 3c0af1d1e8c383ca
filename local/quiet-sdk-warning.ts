// The AWS SDK warns on every start that its 2027 releases will need Node 22; the pinned
// SDK runs on Node 20, and the deployed functions run on Node 22, so hush it locally.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

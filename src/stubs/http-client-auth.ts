/** See ./http-client.ts: the OIDC code of @actions/core imports this too; never used. */
export class BearerCredentialHandler {
  constructor() {
    throw new Error('@actions/http-client is not bundled with merge-queue-action')
  }
}

import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AdminAccess } from './admin-access.service.js';
import { AdminRates } from './admin-rates.service.js';
import { requestAddress } from '../shared/http/request-address.js';
import { AdminGuard } from './admin.guard.js';
import { dashboardRateForm, isRatesPageForm, ratesPageForm, rateUpdates } from './admin.requests.js';
import { z } from 'zod';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { ratesUpdatedResponse } from './admin.responses.js';
import { actingOperator } from './approvals/acting-operator.js';
import { waitingForApprovalResponse } from './approvals/approval.responses.js';
import { Approvals } from './approvals/approvals.service.js';
import type { AdminAccessPoint } from './domain/admin-audit-entry.js';
import type { RateUpdate } from '../rates/rates.service.js';

/** Why, for the operator who approves a rate beyond the approval band: beside either form's own fields. */
const proposalNoteField = z.object({ proposalNote: z.string().max(500, 'Keep the note under 500 characters').optional() });

/**
 * `POST /api/update-rates` in both of the spec's forms (section 7), each from a signed-in
 * operator. The rates page's form also carries the operator's own password, checked again
 * before all four rates change (its "Admin Password" field). A rate further from its cost than
 * FX_RATE_APPROVAL_BAND_BPS is not set: the update is proposed (202) for a second finance
 * operator's approval, with `proposalNote` saying why.
 */
@Controller()
export class UpdateRatesController {
  constructor(
    private readonly access: AdminAccess,
    private readonly rates: AdminRates,
    private readonly approvals: Approvals,
  ) {}

  @ApiOperation({
    tag: 'Admin',
    access: 'admin',
    allows: 'finance',
    summary: "Update exchange rates: the rates page's form (with the operator's password again) or one country from the dashboard",
    description:
      'A rate within FX_RATE_APPROVAL_BAND_BPS of its currency\'s cost is set at once (200). When one of the rates the update changes stands further away (or its cost was never observed), nothing is set: the whole update is proposed (202, `proposalNote` saying why, beside either form\'s own fields: the dashboard\'s pair too) and set once a second finance operator approves it (`POST /api/admin/approvals/{id}/approve`).',
    body: z.union([ratesPageForm.extend(proposalNoteField.shape), dashboardRateForm]),
    responses: {
      200: { description: 'The rates after the update, and what changed.', schema: ratesUpdatedResponse },
      202: { description: "Proposed for a second operator's approval: nothing changed yet (`rates` as they are).", schema: waitingForApprovalResponse.extend(ratesUpdatedResponse.shape) },
    },
    errors: {
      400: 'A form error, or a rate beyond the approval band without a note saying why (APPROVAL.NOTE_REQUIRED).',
      409: 'A rate change is waiting for approval already (APPROVAL.ALREADY_PROPOSED).',
      422: "A rate stands further from what its currency costs us now than FX_RATE_BAND_BPS allows (RATE.OUTSIDE_COST_BAND): nothing changed.",
      401: "Admin access required (`ADMIN.REQUIRED`), or the rates page's password is not the operator's (`ADMIN.INVALID_PASSWORD`).",
      429: 'Too many wrong passwords from this address.',
    },
  })
  @Post('update-rates')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async update(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Body() body: unknown) {
    const address = requestAddress(req);
    const { proposalNote, form } = splitProposalNote(body);
    if (isRatesPageForm(form)) {
      const page = ratesPageForm.parse(form);
      await this.access.confirmPassword(req, page.password, address, 'rates_page');
      return this.updateOrPropose(req, res, rateUpdates(page.rates), 'rates_page', proposalNote);
    }
    return this.updateOrPropose(req, res, rateUpdates(dashboardRateForm.parse(form ?? {})), 'dashboard', proposalNote);
  }

  private async updateOrPropose(req: Request, res: Response, updates: RateUpdate[], where: AdminAccessPoint, proposalNote: string | undefined) {
    const address = requestAddress(req);
    const proposal = await this.rates.proposalFor(updates, where);
    if (!proposal) return this.rates.update(updates, where, address);
    const answer = await this.approvals.propose(proposal, proposalNote, actingOperator(req), address);
    res.status(202);
    const waiting = proposal.changes.length === 1 ? 'This rate waits' : 'These rates wait';
    return {
      ...(answer as object),
      message: `${waiting} for approval by another finance operator: it is further from its cost than rates set at once. Nothing changed yet.`,
      rates: await this.rates.current(),
      changes: [],
    };
  }
}

/** The form without `proposalNote`, and the note (a string, or nothing). */
function splitProposalNote(body: unknown): { proposalNote: string | undefined; form: unknown } {
  if (typeof body !== 'object' || body === null || !('proposalNote' in body)) return { proposalNote: undefined, form: body };
  const { proposalNote, ...form } = body as Record<string, unknown>;
  return { proposalNote: proposalNoteField.parse({ proposalNote: typeof proposalNote === 'string' ? proposalNote : undefined }).proposalNote, form };
}

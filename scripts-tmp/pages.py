import json
BASE = "/service-application/api/v1/application/heloc/{uuid}"
support = {"label": "msg:page.action.contactSupport", "effects": [{"effect": "contactSupport"}]}
dashboard = {"label": "msg:page.action.dashboard", "effects": [{"effect": "navigate", "params": {"to": "/dashboard"}}]}
def st(*statuses):
    return {"status.checklistStatus": {"in": list(statuses)}}

notary = json.load(open('flows/pages/notary/v1.json'))
pages = {p['route']: p for p in notary['pages']}
notary['conditions'] = {
    "manual": {"application.status.manualNotary": True},
    "online": {"application.status.manualNotary": {"ne": True}},
    "beforeSession": st("GEN_NOTARY_DISCLOSURE", "NOTARY_WAITING_PERIOD", "NOTARY_SESSION_FAILED"),
    "sessionOpen": {"status.checklistStatus": "DEED_SIGNING", "status.disclosures.notaryReady": True},
    "sessionNotOpen": {"not": {"status.checklistStatus": "DEED_SIGNING", "status.disclosures.notaryReady": True}},
    "notBeforeSession": {"status.checklistStatus": {"notIn": ["GEN_NOTARY_DISCLOSURE", "NOTARY_WAITING_PERIOD", "NOTARY_SESSION_FAILED"]}},
    "onlineBefore": {"application.status.manualNotary": {"ne": True}, "status.checklistStatus": {"in": ["GEN_NOTARY_DISCLOSURE", "NOTARY_WAITING_PERIOD", "NOTARY_SESSION_FAILED"]}},
    "manualBefore": {"application.status.manualNotary": True, "status.checklistStatus": {"in": ["GEN_NOTARY_DISCLOSURE", "NOTARY_WAITING_PERIOD", "NOTARY_SESSION_FAILED"]}},
}
pages['notary/intro'] = {
    "route": "notary/intro", "kind": "info", "progress": "ENOTARY",
    "$comment": "GEN_NOTARY_DISCLOSURE, ATTORNEY_REVIEW, NOTARY_WAITING_PERIOD, DEED_SIGNING without primary accept (seed 000 §4): what a remote online notarization is and what to have ready; 'Talk to eNotary' (an on-demand notary: POST .../notary/enotary) or a time booked (notary/reserve-manual), or with status.manualNotary 'Schedule Notary Session' (notary/schedule-manual), as the stepper names step 6. While an attorney reviews (ATTORNEY_REVIEW) or a time is booked (NOTARY_WAITING_PERIOD) it says so; at DEED_SIGNING 'Join session' (notary/session). Decision 360.",
    "title": "msg:page.notary.intro.title",
    "lead": "msg:page.notary.intro.lead",
    "body": [
        {"text": "msg:page.notary.intro.attorney", "tone": "info", "when": st("ATTORNEY_REVIEW")},
        {"text": "msg:page.notary.intro.ready", "tone": "info", "when": "sessionOpen"},
        {"text": "msg:page.notary.intro.booked", "tone": "info", "when": {"status.checklistStatus": "NOTARY_WAITING_PERIOD", "application.requestedManualNotaryTime": {"exists": True}}},
        {"text": "msg:page.notary.intro.failed", "tone": "warning", "when": st("NOTARY_SESSION_FAILED")},
        {"text": "msg:page.notary.intro.manual", "when": "manual"},
        {"text": "msg:page.notary.intro.haveReady"},
        {"text": "msg:page.notary.intro.everyone"},
        {"text": "msg:page.notary.intro.howLong"},
    ],
    "display": [
        {"label": "msg:page.notary.intro.bookedFor", "value": "application.requestedManualNotaryTime", "format": "dateTime", "when": st("NOTARY_WAITING_PERIOD", "MANUAL_DEED_SIGNING", "DEED_SIGNING")},
        {"label": "msg:page.notary.intro.property", "value": "application.property", "format": "address"},
    ],
    "actions": [
        {"label": "msg:page.notary.intro.join", "primary": True, "when": "sessionOpen", "effects": [{"effect": "navigate", "params": {"to": "notary/session"}}]},
        {"label": "msg:page.notary.intro.talkNow", "primary": True, "when": "onlineBefore", "effects": [
            {"effect": "save", "params": {"method": "POST", "path": BASE + "/notary/enotary", "api": "notary-enotary", "body": {"startNow": True}}},
            {"effect": "route"}]},
        {"label": "msg:page.notary.intro.book", "when": "onlineBefore", "effects": [{"effect": "navigate", "params": {"to": "notary/reserve-manual"}}]},
        {"label": "msg:page.notary.intro.schedule", "primary": True, "when": "manualBefore", "effects": [{"effect": "navigate", "params": {"to": "notary/schedule-manual"}}]},
        {"label": "msg:page.action.checkStatus", "when": st("ATTORNEY_REVIEW", "NOTARY_WAITING_PERIOD"), "effects": [{"effect": "route"}]},
        support, dashboard,
    ],
}
pages['notary/schedule-manual'] = {
    "route": "notary/schedule-manual", "kind": "form", "progress": "MANUAL_NOTARY",
    "$comment": "status.manualNotary: when a notary may call to book the session (weekdays, parts of the day) and the phone to call; POST .../notary/manual-request. The lender then offers times (MANUAL_DEED_SIGNING: notary/reserve-manual). Decision 361.",
    "title": "msg:page.notary.manual.title",
    "lead": "msg:page.notary.manual.lead",
    "body": [{"text": "msg:page.notary.manual.closed", "tone": "info", "when": "notBeforeSession"}],
    "schema": "notary-manual-request@1",
    "actions": [
        {"label": "msg:page.notary.manual.send", "primary": True, "submit": True, "when": "manualBefore", "effects": [
            {"effect": "save", "params": {"method": "POST", "path": BASE + "/notary/manual-request", "api": "notary-manual-request", "body": {"days": {"$form": "days"}, "times": {"$form": "times"}, "phoneNumber": {"$form": "phoneNumber"}}}},
            {"effect": "route"}]},
        {"label": "msg:page.notaryError.intro", "effects": [{"effect": "navigate", "params": {"to": "notary/intro"}}]},
        support,
    ],
}
rm = pages['notary/reserve-manual']
rm['$comment'] = "MANUAL_DEED_SIGNING (a manual notary's times), or a time booked from notary/intro: a time for the remote online notary chosen with slotPicker from the context's notarySlots (reads), shown in the applicant's zone and kept by the lender (PUT .../notary/reservation; 409 when someone else just took it). The lender opens the session at that time (NOTARY_WAITING_PERIOD, then DEED_SIGNING); Book routes (decision 362): back to notary/intro with the booked time, or this page again while a manual notary's MANUAL_DEED_SIGNING lasts. Another time may be chosen."
rm['body'] = [
    {"text": "msg:page.notary.reserve.manualLead", "when": st("MANUAL_DEED_SIGNING")},
    {"text": "msg:page.notaryReserve.booked", "when": {"notarySlots.reservation": {"exists": True}}},
]
rm['display'] = [{"label": "msg:page.notary.intro.bookedFor", "value": "notarySlots.reservation.startsAt", "format": "dateTime"}]
rm['actions'][0]['effects'][1] = {"effect": "route"}
rm['actions'].insert(1, {"label": "msg:page.notaryError.intro", "when": {"status.checklistStatus": {"ne": "MANUAL_DEED_SIGNING"}}, "effects": [{"effect": "navigate", "params": {"to": "notary/intro"}}]})
pages['notary/session'] = {
    "route": "notary/session", "kind": "form", "progress": "ENOTARY",
    "$comment": "DEED_SIGNING with notaryReady: the sandbox's remote online notary session. The applicant confirms everyone on title is there with a photo ID and agrees to the recording, then joins (POST .../notary/session); the sandbox notary verifies, watches the deed signed and seals it: WAITING_FOR_NOTARY_SESSION, then INSURANCE_REQUIRED with primaryParticipantAcceptComplete and disclosures.notaryComplete (manualDeedSigningComplete for a manual notary), or NOTARY_SESSION_FAILED (notary/error). Decision 363.",
    "title": "msg:page.notary.session.title",
    "lead": "msg:page.notary.session.lead",
    "body": [
        {"text": "msg:page.notary.session.notOpen", "tone": "info", "when": "sessionNotOpen"},
        {"text": "msg:page.notary.session.step1", "when": "sessionOpen"},
        {"text": "msg:page.notary.session.step2", "when": "sessionOpen"},
        {"text": "msg:page.notary.session.step3", "when": "sessionOpen"},
    ],
    "display": [{"label": "msg:page.notary.intro.bookedFor", "value": "application.requestedManualNotaryTime", "format": "dateTime"}],
    "schema": "notary-session@1",
    "actions": [
        {"label": "msg:page.notary.session.join", "primary": True, "submit": True, "when": "sessionOpen", "effects": [
            {"effect": "save", "params": {"method": "POST", "path": BASE + "/notary/session", "api": "notary-session", "body": {"recordingConsent": {"$form": "recordingConsent"}, "signersPresent": {"$form": "signersPresent"}}}},
            {"effect": "route"}]},
        {"label": "msg:page.notaryError.intro", "effects": [{"effect": "navigate", "params": {"to": "notary/intro"}}]},
        support,
    ],
}
notary['pages'] = [pages[r] for r in ['notary', 'notary/intro', 'notary/schedule-manual', 'notary/reserve-manual', 'notary/session', 'notary/error']]
# keep $schema,id,version first then conditions
out = {k: notary[k] for k in ['$schema', 'id', 'version']}
out['conditions'] = notary['conditions']
out['pages'] = notary['pages']
json.dump(out, open('flows/pages/notary/v1.json', 'w'), indent=2, ensure_ascii=False)
open('flows/pages/notary/v1.json', 'a').write('\n')

# insurance
ins = {"$schema": "../../../schemas/meta/pages.schema.json", "id": "insurance", "version": 1,
  "conditions": {
    "byAgent": {"query.by": "agent"},
    "notByAgent": {"query.by": {"ne": "agent"}},
    "notOpen": {"status.checklistStatus": {"ne": "INSURANCE_REQUIRED"}},
    "openUpload": {"status.checklistStatus": "INSURANCE_REQUIRED", "query.by": {"ne": "agent"}},
    "openAgent": {"status.checklistStatus": "INSURANCE_REQUIRED", "query.by": "agent"},
  },
  "pages": [
    {"route": "insurance", "kind": "redirect", "to": ""},
    {"route": "insurance/upload", "kind": "form", "progress": "ENOTARY",
     "$comment": "The machine's insurance state (our status INSURANCE_REQUIRED, which the table does not list): the homeowners policy's declarations page through fileUpload (insurance-declarations@1), or with ?by=agent the agent the lender asks (insurance-agent@1); PUT .../insurance. The lender reviews it (WAITING_FOR_INSURANCE_REVIEW): accepted, FUNDING_DECISION with application.insurance.complete and the insuranceConfirmed event (complete); refused (no mortgagee clause), this page again saying why. Decision 364.",
     "title": "msg:page.insurance.upload.title",
     "lead": "msg:page.insurance.upload.lead",
     "body": [
        {"text": "msg:page.insurance.upload.refused", "tone": "error", "when": {"application.insurance.review.outcome": "REFUSED"}},
        {"text": "msg:page.insurance.upload.mortgagee"},
        {"text": "msg:page.insurance.upload.agentLead", "when": "byAgent"},
        {"text": "msg:page.insurance.upload.notOpen", "tone": "info", "when": "notOpen"},
     ],
     "display": [
        {"label": "msg:page.insurance.upload.mortgageeLabel", "value": "brand.company.name"},
        {"label": "msg:page.insurance.upload.mortgageeAddress", "value": "brand.company.address"},
        {"label": "msg:page.insurance.upload.loanNumber", "value": "application.loanNumber"},
        {"label": "msg:page.insurance.upload.property", "value": "application.property", "format": "address"},
     ],
     "schema": "insurance-declarations@1",
     "schemaVariants": [{"when": "byAgent", "schema": "insurance-agent@1"}],
     "actions": [
        {"label": "msg:page.insurance.upload.send", "primary": True, "submit": True, "when": "openUpload", "effects": [
            {"effect": "save", "params": {"method": "PUT", "path": BASE + "/insurance", "api": "insurance", "body": {"declarations": {"$form": "declarations", "$pick": ["id"]}}}},
            {"effect": "route"}]},
        {"label": "msg:page.insurance.agent.send", "primary": True, "submit": True, "when": "openAgent", "effects": [
            {"effect": "save", "params": {"method": "PUT", "path": BASE + "/insurance", "api": "insurance", "body": {"agent": {"$form": "agent"}}}},
            {"effect": "route"}]},
        {"label": "msg:page.insurance.upload.useAgent", "when": "notByAgent", "effects": [{"effect": "navigate", "params": {"to": "insurance/upload", "query": {"by": "agent"}}}]},
        {"label": "msg:page.insurance.agent.useUpload", "when": "byAgent", "effects": [{"effect": "navigate", "params": {"to": "insurance/upload"}}]},
        {"label": "msg:page.insurance.upload.requirements", "effects": [{"effect": "navigate", "params": {"to": "insurance/requirements"}}]},
        support,
     ]},
    {"route": "insurance/requirements", "kind": "info", "progress": "ENOTARY",
     "$comment": "What the homeowners policy must show before the line funds (decision 364): dwelling coverage, the lender as mortgagee with its clause (from the brand), flood insurance in a flood zone, the policy period; then the upload or the agent.",
     "title": "msg:page.insurance.req.title",
     "lead": "msg:page.insurance.req.lead",
     "body": [
        {"text": "msg:page.insurance.req.coverage"},
        {"text": "msg:page.insurance.req.mortgagee"},
        {"text": "msg:page.insurance.req.flood"},
        {"text": "msg:page.insurance.req.period"},
        {"text": "msg:page.insurance.req.named"},
     ],
     "display": [
        {"label": "msg:page.insurance.upload.mortgageeLabel", "value": "brand.company.name"},
        {"label": "msg:page.insurance.upload.mortgageeAddress", "value": "brand.company.address"},
        {"label": "msg:page.insurance.upload.loanNumber", "value": "application.loanNumber"},
     ],
     "actions": [
        {"label": "msg:page.insurance.req.upload", "primary": True, "effects": [{"effect": "navigate", "params": {"to": "insurance/upload"}}]},
        {"label": "msg:page.insurance.upload.useAgent", "effects": [{"effect": "navigate", "params": {"to": "insurance/upload", "query": {"by": "agent"}}}]},
        support,
     ]},
  ]}
json.dump(ins, open('flows/pages/insurance/v1.json', 'w'), indent=2, ensure_ascii=False)
open('flows/pages/insurance/v1.json', 'a').write('\n')

comp = {"$schema": "../../../schemas/meta/pages.schema.json", "id": "complete", "version": 1,
  "conditions": {
    "rescission": {"application.closing.rescission.applies": True},
    "inRescission": {"status.checklistStatus": {"in": ["FUNDING_DECISION", "GEN_RESCISSION", "RESCISSION"]}, "application.closing.rescission.applies": True},
  },
  "pages": [
    {"route": "complete", "kind": "wait", "progress": "COMPLETE",
     "$comment": "FUNDING_DECISION, GEN_RESCISSION, RESCISSION, FUNDABLE, DIRECT_DEBT_PAYOFF, RECORDING (and the machine's waitFund): where funding stands, the right of rescission with its last day on a primary residence (src/domain/rescission.ts; none on a second home or an investment property), where the money goes (the disbursement account, masked), the line's terms. A wait page: the routing tables are asked every 5 s, so the page follows the lender and leaves for the dashboard at COMPLETE (root). Decision 365.",
     "title": "msg:page.complete.title",
     "lead": "msg:page.complete.lead",
     "messages": ["msg:page.complete.message1", "msg:page.complete.message2"],
     "intervalMs": 6000,
     "body": [
        {"text": "msg:page.complete.decision", "tone": "info", "when": st("FUNDING_DECISION")},
        {"text": "msg:page.complete.rescission", "tone": "info", "when": {"application.closing.rescission.applies": True, "status.checklistStatus": {"in": ["GEN_RESCISSION", "RESCISSION"]}}},
        {"text": "msg:page.complete.rescissionHow", "when": "inRescission"},
        {"text": "msg:page.complete.noRescission", "when": {"application.closing.rescission.applies": False}},
        {"text": "msg:page.complete.fundable", "tone": "info", "when": st("FUNDABLE")},
        {"text": "msg:page.complete.payoff", "tone": "info", "when": st("DIRECT_DEBT_PAYOFF")},
        {"text": "msg:page.complete.recording", "tone": "info", "when": st("RECORDING")},
        {"text": "msg:page.complete.next"},
     ],
     "display": [
        {"label": "msg:page.complete.rescissionEnds", "value": "application.closing.rescission.endsOn", "format": "date", "when": "rescission"},
        {"label": "msg:page.complete.fundsOn", "value": "application.closing.rescission.fundsOn", "format": "date", "when": "inRescission"},
        {"label": "msg:page.complete.lineAmount", "value": "application.amount", "format": "money"},
        {"label": "msg:page.complete.apr", "value": "application.rate", "format": "percent"},
        {"label": "msg:page.complete.rateType", "value": "application.rateType", "format": "rateType"},
        {"label": "msg:page.complete.term", "value": "application.term", "format": "years"},
        {"label": "msg:page.complete.payoffAmount", "value": "application.closing.funding.payoffAmount", "format": "money", "when": {"application.closing.funding.payoffAmount": {"gt": 0}}},
        {"label": "msg:page.complete.toAccount", "value": "application.closing.funding.cashToAccount", "format": "money"},
        {"label": "msg:page.complete.account", "value": "application.closing.funding.accountLastFour", "format": "maskedAccount"},
        {"label": "msg:page.complete.loanNumber", "value": "application.loanNumber"},
     ],
     "actions": [
        {"label": "msg:page.action.dashboard", "primary": True, "effects": [{"effect": "navigate", "params": {"to": "/dashboard"}}]},
        {"label": "msg:page.complete.cancel", "when": "inRescission", "effects": [{"effect": "contactSupport"}]},
        support,
     ]},
  ]}
json.dump(comp, open('flows/pages/complete/v1.json', 'w'), indent=2, ensure_ascii=False)
open('flows/pages/complete/v1.json', 'a').write('\n')

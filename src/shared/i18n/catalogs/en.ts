/**
 * The emails' and SMS's messages in English (ICU syntax, intl-messageformat): the source every other
 * catalog translates. `description` tells a translator where the text shows and what each
 * {placeholder} holds. Add a message here first, then to am.ts, ti.ts and sw.ts.
 */
export const en = {
  "country.eritrea": {
    message: "Eritrea",
    description: "Country name.",
  },
  "country.ethiopia": {
    message: "Ethiopia",
    description: "Country name.",
  },
  "country.kenya": {
    message: "Kenya",
    description: "Country name.",
  },
  "country.uganda": {
    message: "Uganda",
    description: "Country name.",
  },
  "informationRequest.email": {
    message: "Hello {firstName},\n\nWe need some information from you about your recent transfers. Please sign in and answer our question on your profile: {profileUrl}\n\nWe never ask for your password or codes by email.",
    description: "Email when a compliance operator asks the sender for information about their transfers. {firstName}: the sender; {profileUrl}: link to their profile, where the question is.",
  },
  "informationRequest.sms": {
    message: "Remit East Africa needs some information about your transfers. Sign in and answer on your profile: {profileUrl}",
    description: "SMS (to a sender without email) when a compliance operator asks them for information. {profileUrl}: link to their profile.",
  },
  "informationRequest.subject": {
    message: "We need some information from you",
    description: "Subject of the email asking the sender for information about their transfers.",
  },
  "newDevice.email": {
    message: "Hello {firstName},\n\nYour Remit East Africa account was signed in to from a new device:\n\n{device}, from the address {address}, on {when}.\n\nIf this was you, there is nothing to do. If it was not, sign that device out and change your password now: {settingsUrl}",
    description: "Email when the account is signed in to from a new device. {device}: e.g. \"Chrome on Windows\"; {address}: IP address; {when}: date and time; {settingsUrl}: link to the sessions.",
  },
  "newDevice.sms": {
    message: "New sign-in to your Remit East Africa account: {device}, {when}. Not you? Sign it out: {settingsUrl}",
    description: "SMS when the account is signed in to from a new device.",
  },
  "newDevice.subject": {
    message: "New sign-in to your Remit East Africa account",
    description: "Subject of the notice of a sign-in from a new device.",
  },
  "passwordChanged.email": {
    message: "Hello {firstName},\n\nThe password of your Remit East Africa account was just reset with a code, and every device signed in to it was signed out.\n\nIf this was not you, contact us now: {supportPhone} or {supportEmail}.",
    description: "Email after a password reset. {supportPhone}, {supportEmail}: the company contacts.",
  },
  "passwordChanged.sms": {
    message: "Your Remit East Africa password was just reset and every device was signed out. Not you? Call {supportPhone}.",
    description: "SMS after a password reset.",
  },
  "passwordChanged.subject": {
    message: "Your Remit East Africa password was changed",
    description: "Subject of the notice that the password was reset.",
  },
  "passwordReset.email": {
    message: "Hello {firstName},\n\nYour Remit East Africa password reset code is {code}. It expires in {minutes} minutes.\n\nIf you did not ask to reset your password, ignore this email: your password stays as it is.",
    description: "Email with the password reset code. {firstName}: the sender; {code}: 6 digits; {minutes}: how long it is valid.",
  },
  "passwordReset.sms": {
    message: "Your Remit East Africa password reset code is {code}. It expires in {minutes} minutes. Did not ask for it? Ignore this message.",
    description: "SMS with the password reset code.",
  },
  "passwordReset.subject": {
    message: "Your Remit East Africa password reset code",
    description: "Subject of the email with the code to choose a new password.",
  },
  "rateAlert.email": {
    message: "Hello {firstName}, the exchange rate for {country} is now {rate}, your alert was {target}.\n\nSend at this rate: {sendLink}\n\nRates can change at any time: the send screen shows the rate you will get before you pay. This alert has now ended; you can set another on the rate alerts page ({alertsLink}).",
    description: "Rate alert email. {rate}: e.g. 1 USD = 130.0000 KES; {target}: the rate the sender asked for.",
  },
  "rateAlert.sms": {
    message: "Remit East Africa: {rate} for {country}, your alert was {target}. Send at this rate: {sendLink}",
    description: "Rate alert SMS.",
  },
  "rateAlert.subject": {
    message: "{country}: the rate reached your alert",
    description: "Subject of a rate alert. {country}: destination country name (translated).",
  },
  "receipt.amount": {
    message: "Transfer amount: {amount}",
    description: "Receipt line (legal term: transfer amount).",
  },
  "receipt.availableDate": {
    message: "Date available: {date}",
    description: "Receipt line: when the money is available to the recipient.",
  },
  "receipt.availableWithin": {
    message: "within 24 hours of payment",
    description: "Used as the date available before the payment time is known.",
  },
  "receipt.cancel": {
    message: "You can cancel this transfer for a full refund within {minutes} minutes of payment, unless the money has already been delivered: {detailsUrl}",
    description: "Receipt: the right to cancel (legal). {minutes}: usually 30; {detailsUrl}: the transfer page.",
  },
  "receipt.company": {
    message: "{name}, {address}",
    description: "Receipt: the company name and address.",
  },
  "receipt.easternTime": {
    message: "{date} ET",
    description: "A date and time in US Eastern Time on the receipt.",
  },
  "receipt.fees": {
    message: "Transfer fees: {fee}",
    description: "Receipt line (legal term: transfer fees).",
  },
  "receipt.paymentDate": {
    message: "Date of payment: {date}",
    description: "Receipt line. {date}: date and time in Eastern Time.",
  },
  "receipt.rate": {
    message: "Exchange rate: 1 USD = {rate} {currency}",
    description: "Receipt line. {rate}: e.g. 129.5000; {currency}: e.g. KES.",
  },
  "receipt.recipientAmount": {
    message: "Amount the recipient receives: {recipientAmount}",
    description: "Receipt line (legal term: amount received).",
  },
  "receipt.reference": {
    message: "Reference: {reference}",
    description: "Receipt line.",
  },
  "receipt.regulator": {
    message: "For questions or complaints about {company}, contact the {regulatorName} at {regulatorPhone} or {regulatorWebsite}.",
    description: "Receipt: the US regulator to contact (legal). {regulatorName}: Consumer Financial Protection Bureau.",
  },
  "receipt.rights": {
    message: "You have a right to dispute errors in your transaction. If you think there is an error, contact us within 180 days at {phone} or {email}. You can also contact us for a written explanation of your rights.",
    description: "Receipt: error resolution rights (legal text under Regulation E).",
  },
  "receipt.sms": {
    message: "{company} receipt, ref {reference}: {total} paid, {recipientFirstName} receives {recipientAmount} by {date}. Cancel within {minutes} min, your rights and details: {detailsUrl}",
    description: "The receipt by SMS, with a link to the full receipt.",
  },
  "receipt.subject": {
    message: "Your transfer receipt",
    description: "Subject of the receipt email (a legal document under the US Remittance Rule).",
  },
  "receipt.taxes": {
    message: "Transfer taxes: {taxes}",
    description: "Receipt line (legal term: transfer taxes).",
  },
  "receipt.title": {
    message: "Receipt for your transfer to {recipient}",
    description: "First line of the receipt. {recipient}: full name.",
  },
  "receipt.total": {
    message: "Total: {total}",
    description: "Receipt line: what the sender paid.",
  },
  "recipient.delivered.bank": {
    message: "bank",
    description: "Used as the bank name when it is not known.",
  },
  "recipient.delivered.bankAccount": {
    message: "your {bank} account",
    description: "Where the money went: the recipient bank account. {bank}: bank name.",
  },
  "recipient.delivered.receipt": {
    message: " Receipt {receipt}.",
    description: "The partner receipt number in the delivery SMS (starts with a space).",
  },
  "recipient.delivered.sms": {
    message: "{sender} sent you {amount} to {where}.{receipt} Ref {reference}.",
    description: "SMS to the recipient when the money reached their wallet or account. {where}: e.g. \"M-Pesa\" or \"your Equity Bank account\"; {receipt}: \" Receipt ABC123.\" or empty.",
  },
  "recipient.delivered.subject": {
    message: "Money received",
    description: "Subject (internal) of the delivery notice to the recipient.",
  },
  "recipient.pickup.sms": {
    message: "{sender} sent you {amount}. Collect it at a cash pickup agent with pickup code {code} and your ID. Ref {reference}.",
    description: "SMS to the recipient of a cash pickup. {sender}: sender first name; {amount}: local currency; {code}: pickup code.",
  },
  "recipient.pickup.subject": {
    message: "Money ready for pickup",
    description: "Subject (internal, SMS has none) of the pickup notice to the recipient.",
  },
  "transfer.cancelledRefunded.subject": {
    message: "Your transfer was cancelled and refunded",
    description: "Subject: the sender cancelled the transfer and was refunded.",
  },
  "transfer.cancelledRefunded.text": {
    message: "Hello {firstName}, as you asked, we cancelled your transfer {reference} of {amount} to {recipient}. Nothing was sent, and your whole payment of {total}, fees included, has been refunded; it can take 5 to 10 business days to show on your statement.",
    description: "Cancelled by the sender and refunded.",
  },
  "transfer.completed.subject": {
    message: "Your money has arrived",
    description: "Subject: the transfer was delivered.",
  },
  "transfer.completed.text": {
    message: "Hello {firstName}, your transfer {reference} of {amount} to {recipient} has been delivered: they received {recipientAmount}.",
    description: "Transfer delivered. {recipientAmount}: in local currency, e.g. 12,950.00 KES.",
  },
  "transfer.failed.defaultReason": {
    message: "the payment did not go through",
    description: "Reason used in the failure message when none is recorded.",
  },
  "transfer.failed.subject": {
    message: "Your transfer could not be completed",
    description: "Subject: the transfer failed.",
  },
  "transfer.failed.text": {
    message: "Hello {firstName}, your transfer {reference} of {amount} to {recipient} failed: {reason}. No money was delivered; please try again or contact support.",
    description: "Transfer failed. {reason}: why (may be in English).",
  },
  "transfer.failedRefunded.subject": {
    message: "Your transfer could not be delivered",
    description: "Subject: the payout failed and the sender was refunded.",
  },
  "transfer.failedRefunded.text": {
    message: "Hello {firstName}, we could not deliver your transfer {reference} of {amount} to {recipient}. Your payment of {total} has been refunded; it can take 5 to 10 business days to show on your statement.",
    description: "Payout failed, payment refunded.",
  },
  "transfer.payoutDelayed.subject": {
    message: "Your transfer is delayed",
    description: "Subject: the payout failed and waits for the team.",
  },
  "transfer.payoutDelayed.text": {
    message: "Hello {firstName}, we could not deliver your transfer {reference} of {amount} to {recipient} yet. Our team will try again or refund your payment of {total} within 1 business day; nothing more is needed from you.",
    description: "Payout delayed.",
  },
  "transfer.refundReview.subject": {
    message: "Your refund is being reviewed",
    description: "Subject: an automatic refund failed and a person reviews it.",
  },
  "transfer.refundReview.text": {
    message: "Hello {firstName}, we could not deliver your transfer {reference} of {amount} to {recipient}, and our payment processor could not refund your {total} automatically. Our team is reviewing it and will contact you within 2 business days; nothing more is needed from you.",
    description: "Refund under review. {total}: what the sender paid.",
  },
  "transfer.screeningCleared.subject": {
    message: "You can continue your transfer",
    description: "Subject: a transfer held for a compliance review was cleared and can be paid.",
  },
  "transfer.screeningCleared.text": {
    message: "Hello {firstName}, we have reviewed your transfer {reference} of {amount} to {recipient}, and you can now pay for it: {link}",
    description: "A held transfer was cleared. {reference}: transfer reference; {amount}: e.g. $100.00; {recipient}: full name; {link}: payment page.",
  },
  "transfer.screeningRefused.subject": {
    message: "Your transfer could not be sent",
    description: "Subject: a held transfer was refused after review.",
  },
  "transfer.screeningRefused.text": {
    message: "Hello {firstName}, after reviewing your transfer {reference} of {amount} to {recipient}, we could not send it. Nothing was charged.",
    description: "A held transfer was refused.",
  },
  "verification.email": {
    message: "Hello {firstName},\n\nYour Remit East Africa verification code is {code}. It expires in {minutes} minutes.\n\nIf you did not create an account, you can ignore this email.",
    description: "Email with the verification code. {firstName}: the sender; {code}: 6 digits; {minutes}: how long it is valid.",
  },
  "verification.sms": {
    message: "Your Remit East Africa verification code is {code}. It expires in {minutes} minutes.",
    description: "SMS with the verification code. {code}: 6 digits; {minutes}: how long it is valid.",
  },
  "verification.subject": {
    message: "Your Remit East Africa verification code",
    description: "Subject of the email carrying the 6-digit code that verifies a new account.",
  },
} as const satisfies Record<string, { message: string; description: string }>;

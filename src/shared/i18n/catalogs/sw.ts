import type { ServerCatalog } from '../translator.js';

/** The emails' and SMS's messages in Swahili; each still needs a native speaker's review (`review`). */
export const sw: ServerCatalog = {
  "country.eritrea": {
    message: "Eritrea",
    description: "Country name.",
    review: "needs native speaker review",
  },
  "country.ethiopia": {
    message: "Ethiopia",
    description: "Country name.",
    review: "needs native speaker review",
  },
  "country.kenya": {
    message: "Kenya",
    description: "Country name.",
    review: "needs native speaker review",
  },
  "country.uganda": {
    message: "Uganda",
    description: "Country name.",
    review: "needs native speaker review",
  },
  "informationRequest.email": {
    message: "Habari {firstName},\n\nTunahitaji taarifa kutoka kwako kuhusu miamala yako ya hivi karibuni. Tafadhali ingia na ujibu swali letu kwenye wasifu wako: {profileUrl}\n\nHatukuombi kamwe nenosiri lako au misimbo kwa barua pepe.",
    description: "Email when a compliance operator asks the sender for information about their transfers. {firstName}: the sender; {profileUrl}: link to their profile, where the question is.",
    review: "needs native speaker review",
  },
  "informationRequest.sms": {
    message: "Remit East Africa inahitaji taarifa kuhusu miamala yako. Ingia na ujibu kwenye wasifu wako: {profileUrl}",
    description: "SMS (to a sender without email) when a compliance operator asks them for information. {profileUrl}: link to their profile.",
    review: "needs native speaker review",
  },
  "informationRequest.subject": {
    message: "Tunahitaji taarifa kutoka kwako",
    description: "Subject of the email asking the sender for information about their transfers.",
    review: "needs native speaker review",
  },
  "newDevice.email": {
    message: "Habari {firstName},\n\nAkaunti yako ya Remit East Africa imeingiwa kutoka kifaa kipya:\n\n{device}, kutoka anwani {address}, tarehe {when}.\n\nKama ni wewe, hakuna la kufanya. Kama si wewe, toa kifaa hicho na ubadilishe nenosiri lako sasa: {settingsUrl}",
    description: "Email when the account is signed in to from a new device. {device}: e.g. \"Chrome on Windows\"; {address}: IP address; {when}: date and time; {settingsUrl}: link to the sessions.",
    review: "needs native speaker review",
  },
  "newDevice.sms": {
    message: "Kuingia kupya kwenye akaunti yako ya Remit East Africa: {device}, {when}. Si wewe? Kitoe: {settingsUrl}",
    description: "SMS when the account is signed in to from a new device.",
    review: "needs native speaker review",
  },
  "newDevice.subject": {
    message: "Kuingia kupya kwenye akaunti yako ya Remit East Africa",
    description: "Subject of the notice of a sign-in from a new device.",
    review: "needs native speaker review",
  },
  "passwordChanged.email": {
    message: "Habari {firstName},\n\nNenosiri la akaunti yako ya Remit East Africa limebadilishwa sasa hivi kwa msimbo, na vifaa vyote vilivyoingia vimetolewa.\n\nKama si wewe, wasiliana nasi sasa: {supportPhone} au {supportEmail}.",
    description: "Email after a password reset. {supportPhone}, {supportEmail}: the company contacts.",
    review: "needs native speaker review",
  },
  "passwordChanged.sms": {
    message: "Nenosiri lako la Remit East Africa limebadilishwa sasa hivi na vifaa vyote vimetolewa. Si wewe? Piga {supportPhone}.",
    description: "SMS after a password reset.",
    review: "needs native speaker review",
  },
  "passwordChanged.subject": {
    message: "Nenosiri lako la Remit East Africa limebadilishwa",
    description: "Subject of the notice that the password was reset.",
    review: "needs native speaker review",
  },
  "passwordReset.email": {
    message: "Habari {firstName},\n\nMsimbo wako wa kubadilisha nenosiri la Remit East Africa ni {code}. Unaisha baada ya dakika {minutes}.\n\nKama hukuomba kubadilisha nenosiri lako, puuza barua pepe hii: nenosiri lako linabaki kama lilivyo.",
    description: "Email with the password reset code. {firstName}: the sender; {code}: 6 digits; {minutes}: how long it is valid.",
    review: "needs native speaker review",
  },
  "passwordReset.sms": {
    message: "Msimbo wako wa kubadilisha nenosiri la Remit East Africa ni {code}. Unaisha baada ya dakika {minutes}. Hukuomba? Puuza ujumbe huu.",
    description: "SMS with the password reset code.",
    review: "needs native speaker review",
  },
  "passwordReset.subject": {
    message: "Msimbo wako wa kubadilisha nenosiri la Remit East Africa",
    description: "Subject of the email with the code to choose a new password.",
    review: "needs native speaker review",
  },
  "rateAlert.email": {
    message: "Habari {firstName}, kiwango cha ubadilishaji cha {country} sasa ni {rate}, tahadhari yako ilikuwa {target}.\n\nTuma kwa kiwango hiki: {sendLink}\n\nViwango vinaweza kubadilika wakati wowote: skrini ya kutuma inaonyesha kiwango utakachopata kabla ya kulipa. Tahadhari hii imekwisha; unaweza kuweka nyingine kwenye ukurasa wa tahadhari za viwango ({alertsLink}).",
    description: "Rate alert email. {rate}: e.g. 1 USD = 130.0000 KES; {target}: the rate the sender asked for.",
    review: "needs native speaker review",
  },
  "rateAlert.sms": {
    message: "Remit East Africa: {rate} kwa {country}, tahadhari yako ilikuwa {target}. Tuma kwa kiwango hiki: {sendLink}",
    description: "Rate alert SMS.",
    review: "needs native speaker review",
  },
  "rateAlert.subject": {
    message: "{country}: kiwango kimefikia tahadhari yako",
    description: "Subject of a rate alert. {country}: destination country name (translated).",
    review: "needs native speaker review",
  },
  "receipt.amount": {
    message: "Kiasi cha uhamisho: {amount}",
    description: "Receipt line (legal term: transfer amount).",
    review: "needs native speaker review",
  },
  "receipt.availableDate": {
    message: "Tarehe ya kupatikana: {date}",
    description: "Receipt line: when the money is available to the recipient.",
    review: "needs native speaker review",
  },
  "receipt.availableWithin": {
    message: "ndani ya saa 24 baada ya malipo",
    description: "Used as the date available before the payment time is known.",
    review: "needs native speaker review",
  },
  "receipt.cancel": {
    message: "Unaweza kughairi uhamisho huu na kurejeshewa pesa zote ndani ya dakika {minutes} baada ya malipo, isipokuwa pesa imeshafikishwa: {detailsUrl}",
    description: "Receipt: the right to cancel (legal). {minutes}: usually 30; {detailsUrl}: the transfer page.",
    review: "needs native speaker review",
  },
  "receipt.company": {
    message: "{name}, {address}",
    description: "Receipt: the company name and address.",
    review: "needs native speaker review",
  },
  "receipt.easternTime": {
    message: "{date} (saa za Mashariki ya Marekani)",
    description: "A date and time in US Eastern Time on the receipt.",
    review: "needs native speaker review",
  },
  "receipt.fees": {
    message: "Ada za uhamisho: {fee}",
    description: "Receipt line (legal term: transfer fees).",
    review: "needs native speaker review",
  },
  "receipt.paymentDate": {
    message: "Tarehe ya malipo: {date}",
    description: "Receipt line. {date}: date and time in Eastern Time.",
    review: "needs native speaker review",
  },
  "receipt.rate": {
    message: "Kiwango cha ubadilishaji: 1 USD = {rate} {currency}",
    description: "Receipt line. {rate}: e.g. 129.5000; {currency}: e.g. KES.",
    review: "needs native speaker review",
  },
  "receipt.recipientAmount": {
    message: "Kiasi anachopokea mpokeaji: {recipientAmount}",
    description: "Receipt line (legal term: amount received).",
    review: "needs native speaker review",
  },
  "receipt.reference": {
    message: "Kumbukumbu: {reference}",
    description: "Receipt line.",
    review: "needs native speaker review",
  },
  "receipt.regulator": {
    message: "Kwa maswali au malalamiko kuhusu {company}, wasiliana na {regulatorName} kupitia {regulatorPhone} au {regulatorWebsite}.",
    description: "Receipt: the US regulator to contact (legal). {regulatorName}: Consumer Financial Protection Bureau.",
    review: "needs native speaker review",
  },
  "receipt.rights": {
    message: "Una haki ya kupinga makosa katika muamala wako. Ukidhani kuna kosa, wasiliana nasi ndani ya siku 180 kupitia {phone} au {email}. Unaweza pia kuwasiliana nasi kupata maelezo ya maandishi ya haki zako.",
    description: "Receipt: error resolution rights (legal text under Regulation E).",
    review: "needs native speaker review",
  },
  "receipt.sms": {
    message: "Risiti ya {company}, kumb. {reference}: {total} imelipwa, {recipientFirstName} anapokea {recipientAmount} kufikia {date}. Ghairi ndani ya dakika {minutes}, haki zako na maelezo: {detailsUrl}",
    description: "The receipt by SMS, with a link to the full receipt.",
    review: "needs native speaker review",
  },
  "receipt.subject": {
    message: "Risiti ya uhamisho wako",
    description: "Subject of the receipt email (a legal document under the US Remittance Rule).",
    review: "needs native speaker review",
  },
  "receipt.taxes": {
    message: "Kodi za uhamisho: {taxes}",
    description: "Receipt line (legal term: transfer taxes).",
    review: "needs native speaker review",
  },
  "receipt.title": {
    message: "Risiti ya uhamisho wako kwa {recipient}",
    description: "First line of the receipt. {recipient}: full name.",
    review: "needs native speaker review",
  },
  "receipt.total": {
    message: "Jumla: {total}",
    description: "Receipt line: what the sender paid.",
    review: "needs native speaker review",
  },
  "recipient.delivered.bank": {
    message: "benki",
    description: "Used as the bank name when it is not known.",
    review: "needs native speaker review",
  },
  "recipient.delivered.bankAccount": {
    message: "akaunti yako ya {bank}",
    description: "Where the money went: the recipient bank account. {bank}: bank name.",
    review: "needs native speaker review",
  },
  "recipient.delivered.receipt": {
    message: " Risiti {receipt}.",
    description: "The partner receipt number in the delivery SMS (starts with a space).",
    review: "needs native speaker review",
  },
  "recipient.delivered.sms": {
    message: "{sender} amekutumia {amount} kwenye {where}.{receipt} Kumb. {reference}.",
    description: "SMS to the recipient when the money reached their wallet or account. {where}: e.g. \"M-Pesa\" or \"your Equity Bank account\"; {receipt}: \" Receipt ABC123.\" or empty.",
    review: "needs native speaker review",
  },
  "recipient.delivered.subject": {
    message: "Pesa imepokelewa",
    description: "Subject (internal) of the delivery notice to the recipient.",
    review: "needs native speaker review",
  },
  "recipient.pickup.sms": {
    message: "{sender} amekutumia {amount}. Ichukue kwa wakala wa kutoa pesa ukiwa na msimbo wa kuchukua {code} na kitambulisho chako. Kumb. {reference}.",
    description: "SMS to the recipient of a cash pickup. {sender}: sender first name; {amount}: local currency; {code}: pickup code.",
    review: "needs native speaker review",
  },
  "recipient.pickup.subject": {
    message: "Pesa iko tayari kuchukuliwa",
    description: "Subject (internal, SMS has none) of the pickup notice to the recipient.",
    review: "needs native speaker review",
  },
  "transfer.cancelledRefunded.subject": {
    message: "Uhamisho wako umeghairiwa na kurejeshewa pesa",
    description: "Subject: the sender cancelled the transfer and was refunded.",
    review: "needs native speaker review",
  },
  "transfer.cancelledRefunded.text": {
    message: "Habari {firstName}, kama ulivyoomba, tumeghairi uhamisho wako {reference} wa {amount} kwa {recipient}. Hakuna kilichotumwa, na malipo yako yote ya {total}, pamoja na ada, yamerejeshwa; inaweza kuchukua siku 5 hadi 10 za kazi kuonekana kwenye taarifa yako.",
    description: "Cancelled by the sender and refunded.",
    review: "needs native speaker review",
  },
  "transfer.completed.subject": {
    message: "Pesa yako imefika",
    description: "Subject: the transfer was delivered.",
    review: "needs native speaker review",
  },
  "transfer.completed.text": {
    message: "Habari {firstName}, uhamisho wako {reference} wa {amount} kwa {recipient} umefika: wamepokea {recipientAmount}.",
    description: "Transfer delivered. {recipientAmount}: in local currency, e.g. 12,950.00 KES.",
    review: "needs native speaker review",
  },
  "transfer.failed.defaultReason": {
    message: "malipo hayakufanikiwa",
    description: "Reason used in the failure message when none is recorded.",
    review: "needs native speaker review",
  },
  "transfer.failed.subject": {
    message: "Uhamisho wako haukuweza kukamilika",
    description: "Subject: the transfer failed.",
    review: "needs native speaker review",
  },
  "transfer.failed.text": {
    message: "Habari {firstName}, uhamisho wako {reference} wa {amount} kwa {recipient} umeshindikana: {reason}. Hakuna pesa iliyofikishwa; tafadhali jaribu tena au wasiliana na huduma kwa wateja.",
    description: "Transfer failed. {reason}: why (may be in English).",
    review: "needs native speaker review",
  },
  "transfer.failedRefunded.subject": {
    message: "Uhamisho wako haukuweza kufikishwa",
    description: "Subject: the payout failed and the sender was refunded.",
    review: "needs native speaker review",
  },
  "transfer.failedRefunded.text": {
    message: "Habari {firstName}, hatukuweza kufikisha uhamisho wako {reference} wa {amount} kwa {recipient}. Malipo yako ya {total} yamerejeshwa; inaweza kuchukua siku 5 hadi 10 za kazi kuonekana kwenye taarifa yako.",
    description: "Payout failed, payment refunded.",
    review: "needs native speaker review",
  },
  "transfer.payoutDelayed.subject": {
    message: "Uhamisho wako umechelewa",
    description: "Subject: the payout failed and waits for the team.",
    review: "needs native speaker review",
  },
  "transfer.payoutDelayed.text": {
    message: "Habari {firstName}, bado hatujaweza kufikisha uhamisho wako {reference} wa {amount} kwa {recipient}. Timu yetu itajaribu tena au kurejesha malipo yako ya {total} ndani ya siku 1 ya kazi; hakuna zaidi kinachohitajika kutoka kwako.",
    description: "Payout delayed.",
    review: "needs native speaker review",
  },
  "transfer.refundReview.subject": {
    message: "Marejesho yako yanakaguliwa",
    description: "Subject: an automatic refund failed and a person reviews it.",
    review: "needs native speaker review",
  },
  "transfer.refundReview.text": {
    message: "Habari {firstName}, hatukuweza kufikisha uhamisho wako {reference} wa {amount} kwa {recipient}, na mchakataji wetu wa malipo hakuweza kurejesha {total} yako kiotomatiki. Timu yetu inaukagua na itawasiliana nawe ndani ya siku 2 za kazi; hakuna zaidi kinachohitajika kutoka kwako.",
    description: "Refund under review. {total}: what the sender paid.",
    review: "needs native speaker review",
  },
  "transfer.screeningCleared.subject": {
    message: "Unaweza kuendelea na uhamisho wako",
    description: "Subject: a transfer held for a compliance review was cleared and can be paid.",
    review: "needs native speaker review",
  },
  "transfer.screeningCleared.text": {
    message: "Habari {firstName}, tumekagua uhamisho wako {reference} wa {amount} kwa {recipient}, na sasa unaweza kuulipia: {link}",
    description: "A held transfer was cleared. {reference}: transfer reference; {amount}: e.g. $100.00; {recipient}: full name; {link}: payment page.",
    review: "needs native speaker review",
  },
  "transfer.screeningRefused.subject": {
    message: "Uhamisho wako haukuweza kutumwa",
    description: "Subject: a held transfer was refused after review.",
    review: "needs native speaker review",
  },
  "transfer.screeningRefused.text": {
    message: "Habari {firstName}, baada ya kukagua uhamisho wako {reference} wa {amount} kwa {recipient}, hatukuweza kuutuma. Hakuna kilichotozwa.",
    description: "A held transfer was refused.",
    review: "needs native speaker review",
  },
  "verification.email": {
    message: "Habari {firstName},\n\nMsimbo wako wa uthibitisho wa Remit East Africa ni {code}. Unaisha baada ya dakika {minutes}.\n\nKama hukufungua akaunti, unaweza kupuuza barua pepe hii.",
    description: "Email with the verification code. {firstName}: the sender; {code}: 6 digits; {minutes}: how long it is valid.",
    review: "needs native speaker review",
  },
  "verification.sms": {
    message: "Msimbo wako wa uthibitisho wa Remit East Africa ni {code}. Unaisha baada ya dakika {minutes}.",
    description: "SMS with the verification code. {code}: 6 digits; {minutes}: how long it is valid.",
    review: "needs native speaker review",
  },
  "verification.subject": {
    message: "Msimbo wako wa uthibitisho wa Remit East Africa",
    description: "Subject of the email carrying the 6-digit code that verifies a new account.",
    review: "needs native speaker review",
  },
};

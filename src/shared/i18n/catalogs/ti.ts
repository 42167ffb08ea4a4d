import type { ServerCatalog } from '../translator.js';

/** The emails' and SMS's messages in Tigrinya; each still needs a native speaker's review (`review`). */
export const ti: ServerCatalog = {
  "country.eritrea": {
    message: "ኤርትራ",
    description: "Country name.",
    review: "needs native speaker review",
  },
  "country.ethiopia": {
    message: "ኢትዮጵያ",
    description: "Country name.",
    review: "needs native speaker review",
  },
  "country.kenya": {
    message: "ኬንያ",
    description: "Country name.",
    review: "needs native speaker review",
  },
  "country.uganda": {
    message: "ኡጋንዳ",
    description: "Country name.",
    review: "needs native speaker review",
  },
  "informationRequest.email": {
    message: "ሰላም {firstName}፣\n\nብዛዕባ ናይ ቀረባ እዋን ምልኣኽ ገንዘብኩም ካባኹም ገለ ሓበሬታ ንደሊ ኢና። በጃኹም እተዉ እሞ ኣብ ፕሮፋይልኩም ንሕቶና መልሱ፦ {profileUrl}\n\nፓስዎርድኩም ወይ ኮዳት ብኢመይል ፈጺምና ኣይንሓትትን ኢና።",
    description: "Email when a compliance operator asks the sender for information about their transfers. {firstName}: the sender; {profileUrl}: link to their profile, where the question is.",
    review: "needs native speaker review",
  },
  "informationRequest.sms": {
    message: "Remit East Africa ብዛዕባ ምልኣኽ ገንዘብኩም ሓበሬታ ይደሊ። እተዉ እሞ ኣብ ፕሮፋይልኩም መልሱ፦ {profileUrl}",
    description: "SMS (to a sender without email) when a compliance operator asks them for information. {profileUrl}: link to their profile.",
    review: "needs native speaker review",
  },
  "informationRequest.subject": {
    message: "ካባኹም ሓበሬታ ንደሊ ኢና",
    description: "Subject of the email asking the sender for information about their transfers.",
    review: "needs native speaker review",
  },
  "newDevice.email": {
    message: "ሰላም {firstName}፣\n\nናብ ሕሳብኩም ኣብ Remit East Africa ካብ ሓድሽ መሳርሒ ተኣትዩ፦\n\n{device}፣ ካብ ኣድራሻ {address}፣ ብ{when}።\n\nእዚ ንስኹም እንተኾንኩም ዝግበር የለን። እንተዘይኮንኩም ነቲ መሳርሒ ኣውጽእዎ፣ መሕለፊ ቃልኩም ድማ ሕጂ ቀይሩ፦ {settingsUrl}",
    description: "Email when the account is signed in to from a new device. {device}: e.g. \"Chrome on Windows\"; {address}: IP address; {when}: date and time; {settingsUrl}: link to the sessions.",
    review: "needs native speaker review",
  },
  "newDevice.sms": {
    message: "ሓድሽ ምእታው ናብ ሕሳብኩም ኣብ Remit East Africa፦ {device}፣ {when}። ንስኹም ኣይኮንኩምን? ኣውጽእዎ፦ {settingsUrl}",
    description: "SMS when the account is signed in to from a new device.",
    review: "needs native speaker review",
  },
  "newDevice.subject": {
    message: "ሓድሽ ምእታው ናብ ሕሳብኩም ኣብ Remit East Africa",
    description: "Subject of the notice of a sign-in from a new device.",
    review: "needs native speaker review",
  },
  "passwordChanged.email": {
    message: "ሰላም {firstName}፣\n\nመሕለፊ ቃል ሕሳብኩም ኣብ Remit East Africa ሕጂ ብኮድ ተቐይሩ፣ ኩሎም ዝኣተዉሉ መሳርሒታት ድማ ወጺኦም።\n\nእዚ ንስኹም እንተዘይኮንኩም፣ ሕጂ ርኸቡና፦ {supportPhone} ወይ {supportEmail}።",
    description: "Email after a password reset. {supportPhone}, {supportEmail}: the company contacts.",
    review: "needs native speaker review",
  },
  "passwordChanged.sms": {
    message: "ናይ Remit East Africa መሕለፊ ቃልኩም ሕጂ ተቐይሩ፣ ኩሎም መሳርሒታት ወጺኦም። ንስኹም ኣይኮንኩምን? ናብ {supportPhone} ደውሉ።",
    description: "SMS after a password reset.",
    review: "needs native speaker review",
  },
  "passwordChanged.subject": {
    message: "ናይ Remit East Africa መሕለፊ ቃልኩም ተቐይሩ",
    description: "Subject of the notice that the password was reset.",
    review: "needs native speaker review",
  },
  "passwordReset.email": {
    message: "ሰላም {firstName}፣\n\nናይ Remit East Africa ኮድ ምቕያር መሕለፊ ቃልኩም {code} እዩ። ኣብ {minutes} ደቒቕ ግዜኡ ይውድእ።\n\nመሕለፊ ቃልኩም ክትቕይሩ እንተዘይሓቲትኩም፣ ነዚ ኢመይል ሸለል በልዎ፤ መሕለፊ ቃልኩም ከም ዘለዎ ይጸንሕ።",
    description: "Email with the password reset code. {firstName}: the sender; {code}: 6 digits; {minutes}: how long it is valid.",
    review: "needs native speaker review",
  },
  "passwordReset.sms": {
    message: "ናይ Remit East Africa ኮድ ምቕያር መሕለፊ ቃልኩም {code} እዩ። ኣብ {minutes} ደቒቕ ግዜኡ ይውድእ። እንተዘይሓቲትኩም ነዚ መልእኽቲ ሸለል በልዎ።",
    description: "SMS with the password reset code.",
    review: "needs native speaker review",
  },
  "passwordReset.subject": {
    message: "ናይ Remit East Africa ኮድ ምቕያር መሕለፊ ቃልኩም",
    description: "Subject of the email with the code to choose a new password.",
    review: "needs native speaker review",
  },
  "rateAlert.email": {
    message: "ሰላም {firstName}፣ ዋጋ ምንዛሪ ን{country} ሕጂ {rate} እዩ፤ መጠንቀቕታኹም {target} ነይሩ።\n\nብዚ ዋጋ ስደዱ፦ {sendLink}\n\nዋጋታት ኣብ ዝኾነ ግዜ ክቕየሩ ይኽእሉ፤ ገጽ ምስዳድ ቅድሚ ምኽፋልኩም እትረኽብዎ ዋጋ የርእየኩም። እዚ መጠንቀቕታ ሕጂ ተዛዚሙ፤ ኣብ ገጽ መጠንቀቕታታት ዋጋ ({alertsLink}) ካልእ ከተዳልዉ ትኽእሉ ኢኹም።",
    description: "Rate alert email. {rate}: e.g. 1 USD = 130.0000 KES; {target}: the rate the sender asked for.",
    review: "needs native speaker review",
  },
  "rateAlert.sms": {
    message: "Remit East Africa፦ ን{country} {rate}፤ መጠንቀቕታኹም {target} ነይሩ። ብዚ ዋጋ ስደዱ፦ {sendLink}",
    description: "Rate alert SMS.",
    review: "needs native speaker review",
  },
  "rateAlert.subject": {
    message: "{country}፦ ዋጋ ምንዛሪ ኣብ መጠንቀቕታኹም በጺሑ",
    description: "Subject of a rate alert. {country}: destination country name (translated).",
    review: "needs native speaker review",
  },
  "receipt.amount": {
    message: "መጠን ምስግጋር፦ {amount}",
    description: "Receipt line (legal term: transfer amount).",
    review: "needs native speaker review",
  },
  "receipt.availableDate": {
    message: "ገንዘብ ዝርከበሉ ዕለት፦ {date}",
    description: "Receipt line: when the money is available to the recipient.",
    review: "needs native speaker review",
  },
  "receipt.availableWithin": {
    message: "ድሕሪ ክፍሊት ኣብ ውሽጢ 24 ሰዓት",
    description: "Used as the date available before the payment time is known.",
    review: "needs native speaker review",
  },
  "receipt.cancel": {
    message: "እቲ ገንዘብ ቅድሚ ሕጂ እንተዘይበጺሑ፣ ድሕሪ ክፍሊት ኣብ ውሽጢ {minutes} ደቒቕ ነዚ ምስግጋር ሰሪዝኩም ምሉእ ገንዘብኩም ክትምለሱ ትኽእሉ ኢኹም፦ {detailsUrl}",
    description: "Receipt: the right to cancel (legal). {minutes}: usually 30; {detailsUrl}: the transfer page.",
    review: "needs native speaker review",
  },
  "receipt.company": {
    message: "{name}፣ {address}",
    description: "Receipt: the company name and address.",
    review: "needs native speaker review",
  },
  "receipt.easternTime": {
    message: "{date} (ሰዓት ምብራቕ ኣሜሪካ)",
    description: "A date and time in US Eastern Time on the receipt.",
    review: "needs native speaker review",
  },
  "receipt.fees": {
    message: "ክፍሊታት ምስግጋር፦ {fee}",
    description: "Receipt line (legal term: transfer fees).",
    review: "needs native speaker review",
  },
  "receipt.paymentDate": {
    message: "ዕለት ክፍሊት፦ {date}",
    description: "Receipt line. {date}: date and time in Eastern Time.",
    review: "needs native speaker review",
  },
  "receipt.rate": {
    message: "ዋጋ ምንዛሪ፦ 1 USD = {rate} {currency}",
    description: "Receipt line. {rate}: e.g. 129.5000; {currency}: e.g. KES.",
    review: "needs native speaker review",
  },
  "receipt.recipientAmount": {
    message: "ተቐባሊ ዝቕበሎ መጠን፦ {recipientAmount}",
    description: "Receipt line (legal term: amount received).",
    review: "needs native speaker review",
  },
  "receipt.reference": {
    message: "መወከሲ፦ {reference}",
    description: "Receipt line.",
    review: "needs native speaker review",
  },
  "receipt.regulator": {
    message: "ብዛዕባ {company} ሕቶታት ወይ ጥርዓናት እንተለኩም፣ ን{regulatorName} ብ{regulatorPhone} ወይ ብ{regulatorWebsite} ርኸቡ።",
    description: "Receipt: the US regulator to contact (legal). {regulatorName}: Consumer Financial Protection Bureau.",
    review: "needs native speaker review",
  },
  "receipt.rights": {
    message: "ኣብ ምንቅስቓስኩም ዘሎ ጌጋታት ናይ ምቅዋም መሰል ኣለኩም። ጌጋ ኣሎ ኢልኩም እንተሓሲብኩም፣ ኣብ ውሽጢ 180 መዓልቲ ብ{phone} ወይ ብ{email} ርኸቡና። ብዛዕባ መሰላትኩም ብጽሑፍ መብርሂ ንምርካብ’ውን ክትረኽቡና ትኽእሉ ኢኹም።",
    description: "Receipt: error resolution rights (legal text under Regulation E).",
    review: "needs native speaker review",
  },
  "receipt.sms": {
    message: "ቅብሊት {company}፣ መወከሲ {reference}፦ {total} ተኸፊሉ፤ {recipientFirstName} ክሳብ {date} {recipientAmount} ይቕበል። ኣብ ውሽጢ {minutes} ደቒቕ ክትሰርዙ ትኽእሉ፤ መሰላትኩምን ዝርዝርን፦ {detailsUrl}",
    description: "The receipt by SMS, with a link to the full receipt.",
    review: "needs native speaker review",
  },
  "receipt.subject": {
    message: "ቅብሊት ምስግጋርኩም",
    description: "Subject of the receipt email (a legal document under the US Remittance Rule).",
    review: "needs native speaker review",
  },
  "receipt.taxes": {
    message: "ግብሪ ምስግጋር፦ {taxes}",
    description: "Receipt line (legal term: transfer taxes).",
    review: "needs native speaker review",
  },
  "receipt.title": {
    message: "ናብ {recipient} ንዝገበርኩምዎ ምስግጋር ቅብሊት",
    description: "First line of the receipt. {recipient}: full name.",
    review: "needs native speaker review",
  },
  "receipt.total": {
    message: "ድምር፦ {total}",
    description: "Receipt line: what the sender paid.",
    review: "needs native speaker review",
  },
  "recipient.delivered.bank": {
    message: "ባንክ",
    description: "Used as the bank name when it is not known.",
    review: "needs native speaker review",
  },
  "recipient.delivered.bankAccount": {
    message: "ሕሳብኩም ኣብ {bank}",
    description: "Where the money went: the recipient bank account. {bank}: bank name.",
    review: "needs native speaker review",
  },
  "recipient.delivered.receipt": {
    message: " ቅብሊት {receipt}።",
    description: "The partner receipt number in the delivery SMS (starts with a space).",
    review: "needs native speaker review",
  },
  "recipient.delivered.sms": {
    message: "{sender} {amount} ናብ {where} ሰዲዱልኩም።{receipt} መወከሲ {reference}።",
    description: "SMS to the recipient when the money reached their wallet or account. {where}: e.g. \"M-Pesa\" or \"your Equity Bank account\"; {receipt}: \" Receipt ABC123.\" or empty.",
    review: "needs native speaker review",
  },
  "recipient.delivered.subject": {
    message: "ገንዘብ በጺሑ",
    description: "Subject (internal) of the delivery notice to the recipient.",
    review: "needs native speaker review",
  },
  "recipient.pickup.sms": {
    message: "{sender} {amount} ሰዲዱልኩም። ብኮድ ምውሳድ {code}ን መንነትኩምን ካብ ወኪል ምውሳድ ገንዘብ ውሰድዎ። መወከሲ {reference}።",
    description: "SMS to the recipient of a cash pickup. {sender}: sender first name; {amount}: local currency; {code}: pickup code.",
    review: "needs native speaker review",
  },
  "recipient.pickup.subject": {
    message: "ንምውሳድ ድሉው ገንዘብ",
    description: "Subject (internal, SMS has none) of the pickup notice to the recipient.",
    review: "needs native speaker review",
  },
  "transfer.cancelledRefunded.subject": {
    message: "ምስግጋርኩም ተሰሪዙ ገንዘብኩም ተመሊሱ",
    description: "Subject: the sender cancelled the transfer and was refunded.",
    review: "needs native speaker review",
  },
  "transfer.cancelledRefunded.text": {
    message: "ሰላም {firstName}፣ ከም ዝሓተትኩምዎ ናብ {recipient} ዝሰደድኩምዎ ናይ {amount} ምስግጋር {reference} ሰሪዝናዮ። ዝተላእከ የለን፣ ምሉእ ናይ {total} ክፍሊትኩም ምስ ክፍሊታት ተመሊሱ፤ ኣብ መግለጺ ሕሳብኩም ንኽርአ ካብ 5 ክሳብ 10 መዓልትታት ስራሕ ክወስድ ይኽእል።",
    description: "Cancelled by the sender and refunded.",
    review: "needs native speaker review",
  },
  "transfer.completed.subject": {
    message: "ገንዘብኩም በጺሑ",
    description: "Subject: the transfer was delivered.",
    review: "needs native speaker review",
  },
  "transfer.completed.text": {
    message: "ሰላም {firstName}፣ ናብ {recipient} ዝሰደድኩምዎ ናይ {amount} ምስግጋር {reference} በጺሑ፤ {recipientAmount} ተቐቢሎም።",
    description: "Transfer delivered. {recipientAmount}: in local currency, e.g. 12,950.00 KES.",
    review: "needs native speaker review",
  },
  "transfer.failed.defaultReason": {
    message: "እቲ ክፍሊት ኣይሰለጠን",
    description: "Reason used in the failure message when none is recorded.",
    review: "needs native speaker review",
  },
  "transfer.failed.subject": {
    message: "ምስግጋርኩም ክዛዘም ኣይከኣለን",
    description: "Subject: the transfer failed.",
    review: "needs native speaker review",
  },
  "transfer.failed.text": {
    message: "ሰላም {firstName}፣ ናብ {recipient} ዝሰደድኩምዎ ናይ {amount} ምስግጋር {reference} ኣይተዓወተን፦ {reason}። ዝበጽሐ ገንዘብ የለን፤ በጃኹም ደጊምኩም ፈትኑ ወይ ደገፍ ርኸቡ።",
    description: "Transfer failed. {reason}: why (may be in English).",
    review: "needs native speaker review",
  },
  "transfer.failedRefunded.subject": {
    message: "ምስግጋርኩም ክበጽሕ ኣይከኣለን",
    description: "Subject: the payout failed and the sender was refunded.",
    review: "needs native speaker review",
  },
  "transfer.failedRefunded.text": {
    message: "ሰላም {firstName}፣ ናብ {recipient} ዝሰደድኩምዎ ናይ {amount} ምስግጋር {reference} ከነብጽሖ ኣይከኣልናን። ናይ {total} ክፍሊትኩም ተመሊሱ፤ ኣብ መግለጺ ሕሳብኩም ንኽርአ ካብ 5 ክሳብ 10 መዓልትታት ስራሕ ክወስድ ይኽእል።",
    description: "Payout failed, payment refunded.",
    review: "needs native speaker review",
  },
  "transfer.payoutDelayed.subject": {
    message: "ምስግጋርኩም ደንጕዩ",
    description: "Subject: the payout failed and waits for the team.",
    review: "needs native speaker review",
  },
  "transfer.payoutDelayed.text": {
    message: "ሰላም {firstName}፣ ናብ {recipient} ዝሰደድኩምዎ ናይ {amount} ምስግጋር {reference} ክሳብ ሕጂ ከነብጽሖ ኣይከኣልናን። ጉጅለና ኣብ ውሽጢ 1 መዓልቲ ስራሕ ደጊሙ ክፍትን ወይ ናይ {total} ክፍሊትኩም ክመልስ እዩ፤ ካባኹም ዝድለ የለን።",
    description: "Payout delayed.",
    review: "needs native speaker review",
  },
  "transfer.refundReview.subject": {
    message: "ምምላስ ገንዘብኩም ይግምገም ኣሎ",
    description: "Subject: an automatic refund failed and a person reviews it.",
    review: "needs native speaker review",
  },
  "transfer.refundReview.text": {
    message: "ሰላም {firstName}፣ ናብ {recipient} ዝሰደድኩምዎ ናይ {amount} ምስግጋር {reference} ከነብጽሖ ኣይከኣልናን፣ ኣገልግሎት ክፍሊትና ድማ {total} ክፍሊትኩም ባዕሉ ክመልሶ ኣይከኣለን። ጉጅለና ይግምግሞ ኣሎ፣ ኣብ ውሽጢ 2 መዓልቲ ስራሕ ክረኽበኩም እዩ፤ ካባኹም ዝድለ የለን።",
    description: "Refund under review. {total}: what the sender paid.",
    review: "needs native speaker review",
  },
  "transfer.screeningCleared.subject": {
    message: "ምስግጋርኩም ክትቕጽልዎ ትኽእሉ ኢኹም",
    description: "Subject: a transfer held for a compliance review was cleared and can be paid.",
    review: "needs native speaker review",
  },
  "transfer.screeningCleared.text": {
    message: "ሰላም {firstName}፣ ናብ {recipient} ዝሰደድኩምዎ ናይ {amount} ምስግጋር {reference} ገምጊምናዮ፣ ሕጂ ክትከፍልዎ ትኽእሉ ኢኹም፦ {link}",
    description: "A held transfer was cleared. {reference}: transfer reference; {amount}: e.g. $100.00; {recipient}: full name; {link}: payment page.",
    review: "needs native speaker review",
  },
  "transfer.screeningRefused.subject": {
    message: "ምስግጋርኩም ክለኣኽ ኣይከኣለን",
    description: "Subject: a held transfer was refused after review.",
    review: "needs native speaker review",
  },
  "transfer.screeningRefused.text": {
    message: "ሰላም {firstName}፣ ናብ {recipient} ዝሰደድኩምዎ ናይ {amount} ምስግጋር {reference} ድሕሪ ምግምጋም ክንሰዶ ኣይከኣልናን። ዝተኸፍለ የለን።",
    description: "A held transfer was refused.",
    review: "needs native speaker review",
  },
  "verification.email": {
    message: "ሰላም {firstName}፣\n\nናይ Remit East Africa ኮድ ምርግጋጽኩም {code} እዩ። ኣብ {minutes} ደቒቕ ግዜኡ ይውድእ።\n\nሕሳብ እንተዘይከፈትኩም፣ ነዚ ኢመይል ሸለል ክትብልዎ ትኽእሉ ኢኹም።",
    description: "Email with the verification code. {firstName}: the sender; {code}: 6 digits; {minutes}: how long it is valid.",
    review: "needs native speaker review",
  },
  "verification.sms": {
    message: "ናይ Remit East Africa ኮድ ምርግጋጽኩም {code} እዩ። ኣብ {minutes} ደቒቕ ግዜኡ ይውድእ።",
    description: "SMS with the verification code. {code}: 6 digits; {minutes}: how long it is valid.",
    review: "needs native speaker review",
  },
  "verification.subject": {
    message: "ናይ Remit East Africa ኮድ ምርግጋጽኩም",
    description: "Subject of the email carrying the 6-digit code that verifies a new account.",
    review: "needs native speaker review",
  },
};

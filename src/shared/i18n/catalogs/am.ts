import type { ServerCatalog } from '../translator.js';

/** The emails' and SMS's messages in Amharic; each still needs a native speaker's review (`review`). */
export const am: ServerCatalog = {
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
    message: "ዩጋንዳ",
    description: "Country name.",
    review: "needs native speaker review",
  },
  "informationRequest.email": {
    message: "ሰላም {firstName}፣\n\nስለ ቅርብ ጊዜ የገንዘብ ዝውውሮችዎ ከእርስዎ የተወሰነ መረጃ እንፈልጋለን። እባክዎ ይግቡ እና በመገለጫዎ ላይ ያለውን ጥያቄያችንን ይመልሱ፦ {profileUrl}\n\nየይለፍ ቃልዎን ወይም ኮዶችን በኢሜይል በጭራሽ አንጠይቅም።",
    description: "Email when a compliance operator asks the sender for information about their transfers. {firstName}: the sender; {profileUrl}: link to their profile, where the question is.",
    review: "needs native speaker review",
  },
  "informationRequest.sms": {
    message: "Remit East Africa ስለ ዝውውሮችዎ መረጃ ይፈልጋል። ይግቡ እና በመገለጫዎ ላይ ይመልሱ፦ {profileUrl}",
    description: "SMS (to a sender without email) when a compliance operator asks them for information. {profileUrl}: link to their profile.",
    review: "needs native speaker review",
  },
  "informationRequest.subject": {
    message: "ከእርስዎ መረጃ እንፈልጋለን",
    description: "Subject of the email asking the sender for information about their transfers.",
    review: "needs native speaker review",
  },
  "newDevice.email": {
    message: "ሰላም {firstName}፣\n\nወደ Remit East Africa መለያዎ ከአዲስ መሣሪያ ተገብቷል፦\n\n{device}፣ ከአድራሻ {address}፣ በ{when}።\n\nይህ እርስዎ ከሆኑ ምንም ማድረግ አያስፈልግም። ካልሆኑ ያንን መሣሪያ ያስወጡ እና የይለፍ ቃልዎን አሁኑኑ ይቀይሩ፦ {settingsUrl}",
    description: "Email when the account is signed in to from a new device. {device}: e.g. \"Chrome on Windows\"; {address}: IP address; {when}: date and time; {settingsUrl}: link to the sessions.",
    review: "needs native speaker review",
  },
  "newDevice.sms": {
    message: "ወደ Remit East Africa መለያዎ አዲስ መግቢያ፦ {device}፣ {when}። እርስዎ አይደሉም? ያስወጡት፦ {settingsUrl}",
    description: "SMS when the account is signed in to from a new device.",
    review: "needs native speaker review",
  },
  "newDevice.subject": {
    message: "ወደ Remit East Africa መለያዎ አዲስ መግቢያ",
    description: "Subject of the notice of a sign-in from a new device.",
    review: "needs native speaker review",
  },
  "passwordChanged.email": {
    message: "ሰላም {firstName}፣\n\nየRemit East Africa መለያዎ የይለፍ ቃል አሁን በኮድ ተቀይሯል፤ የገቡበት መሣሪያዎች በሙሉ ወጥተዋል።\n\nይህ እርስዎ ካልሆኑ አሁኑኑ ያግኙን፦ {supportPhone} ወይም {supportEmail}።",
    description: "Email after a password reset. {supportPhone}, {supportEmail}: the company contacts.",
    review: "needs native speaker review",
  },
  "passwordChanged.sms": {
    message: "የRemit East Africa የይለፍ ቃልዎ አሁን ተቀይሯል፤ ሁሉም መሣሪያዎች ወጥተዋል። እርስዎ አይደሉም? ወደ {supportPhone} ይደውሉ።",
    description: "SMS after a password reset.",
    review: "needs native speaker review",
  },
  "passwordChanged.subject": {
    message: "የRemit East Africa የይለፍ ቃልዎ ተቀይሯል",
    description: "Subject of the notice that the password was reset.",
    review: "needs native speaker review",
  },
  "passwordReset.email": {
    message: "ሰላም {firstName}፣\n\nየRemit East Africa የይለፍ ቃል መቀየሪያ ኮድዎ {code} ነው። በ{minutes} ደቂቃ ውስጥ ጊዜው ያልፋል።\n\nየይለፍ ቃልዎን ለመቀየር ካልጠየቁ ይህን ኢሜይል ይተዉት፤ የይለፍ ቃልዎ እንዳለ ይቆያል።",
    description: "Email with the password reset code. {firstName}: the sender; {code}: 6 digits; {minutes}: how long it is valid.",
    review: "needs native speaker review",
  },
  "passwordReset.sms": {
    message: "የRemit East Africa የይለፍ ቃል መቀየሪያ ኮድዎ {code} ነው። በ{minutes} ደቂቃ ውስጥ ጊዜው ያልፋል። ካልጠየቁ ይህን መልእክት ይተዉት።",
    description: "SMS with the password reset code.",
    review: "needs native speaker review",
  },
  "passwordReset.subject": {
    message: "የRemit East Africa የይለፍ ቃል መቀየሪያ ኮድዎ",
    description: "Subject of the email with the code to choose a new password.",
    review: "needs native speaker review",
  },
  "rateAlert.email": {
    message: "ሰላም {firstName}፣ የ{country} የምንዛሪ ተመን አሁን {rate} ነው፤ ማንቂያዎ {target} ነበር።\n\nበዚህ ተመን ይላኩ፦ {sendLink}\n\nተመኖች በማንኛውም ጊዜ ሊለወጡ ይችላሉ፤ የመላኪያ ገጹ ከመክፈልዎ በፊት የሚያገኙትን ተመን ያሳያል። ይህ ማንቂያ አሁን አብቅቷል፤ በምንዛሪ ማንቂያዎች ገጽ ({alertsLink}) ሌላ ማዘጋጀት ይችላሉ።",
    description: "Rate alert email. {rate}: e.g. 1 USD = 130.0000 KES; {target}: the rate the sender asked for.",
    review: "needs native speaker review",
  },
  "rateAlert.sms": {
    message: "Remit East Africa፦ ለ{country} {rate}፤ ማንቂያዎ {target} ነበር። በዚህ ተመን ይላኩ፦ {sendLink}",
    description: "Rate alert SMS.",
    review: "needs native speaker review",
  },
  "rateAlert.subject": {
    message: "{country}፦ የምንዛሪ ተመኑ ማንቂያዎ ላይ ደርሷል",
    description: "Subject of a rate alert. {country}: destination country name (translated).",
    review: "needs native speaker review",
  },
  "receipt.amount": {
    message: "የዝውውር መጠን፦ {amount}",
    description: "Receipt line (legal term: transfer amount).",
    review: "needs native speaker review",
  },
  "receipt.availableDate": {
    message: "ገንዘቡ የሚገኝበት ቀን፦ {date}",
    description: "Receipt line: when the money is available to the recipient.",
    review: "needs native speaker review",
  },
  "receipt.availableWithin": {
    message: "ከክፍያ በኋላ በ24 ሰዓት ውስጥ",
    description: "Used as the date available before the payment time is known.",
    review: "needs native speaker review",
  },
  "receipt.cancel": {
    message: "ገንዘቡ አስቀድሞ ካልደረሰ በስተቀር፣ ከክፍያ በኋላ በ{minutes} ደቂቃ ውስጥ ይህን ዝውውር ሰርዘው ሙሉ ገንዘብዎን መመለስ ይችላሉ፦ {detailsUrl}",
    description: "Receipt: the right to cancel (legal). {minutes}: usually 30; {detailsUrl}: the transfer page.",
    review: "needs native speaker review",
  },
  "receipt.company": {
    message: "{name}፣ {address}",
    description: "Receipt: the company name and address.",
    review: "needs native speaker review",
  },
  "receipt.easternTime": {
    message: "{date} (የአሜሪካ ምሥራቅ ሰዓት)",
    description: "A date and time in US Eastern Time on the receipt.",
    review: "needs native speaker review",
  },
  "receipt.fees": {
    message: "የዝውውር ክፍያዎች፦ {fee}",
    description: "Receipt line (legal term: transfer fees).",
    review: "needs native speaker review",
  },
  "receipt.paymentDate": {
    message: "የክፍያ ቀን፦ {date}",
    description: "Receipt line. {date}: date and time in Eastern Time.",
    review: "needs native speaker review",
  },
  "receipt.rate": {
    message: "የምንዛሪ ተመን፦ 1 USD = {rate} {currency}",
    description: "Receipt line. {rate}: e.g. 129.5000; {currency}: e.g. KES.",
    review: "needs native speaker review",
  },
  "receipt.recipientAmount": {
    message: "ተቀባዩ የሚቀበለው መጠን፦ {recipientAmount}",
    description: "Receipt line (legal term: amount received).",
    review: "needs native speaker review",
  },
  "receipt.reference": {
    message: "መለያ ቁጥር፦ {reference}",
    description: "Receipt line.",
    review: "needs native speaker review",
  },
  "receipt.regulator": {
    message: "ስለ {company} ጥያቄዎች ወይም ቅሬታዎች ካሉዎት {regulatorName}ን በ{regulatorPhone} ወይም በ{regulatorWebsite} ያግኙ።",
    description: "Receipt: the US regulator to contact (legal). {regulatorName}: Consumer Financial Protection Bureau.",
    review: "needs native speaker review",
  },
  "receipt.rights": {
    message: "በግብይትዎ ውስጥ ያሉ ስህተቶችን የመቃወም መብት አለዎት። ስህተት አለ ብለው ካሰቡ በ180 ቀናት ውስጥ በ{phone} ወይም በ{email} ያግኙን። ስለ መብቶችዎ የጽሑፍ ማብራሪያ ለማግኘትም ሊያገኙን ይችላሉ።",
    description: "Receipt: error resolution rights (legal text under Regulation E).",
    review: "needs native speaker review",
  },
  "receipt.sms": {
    message: "የ{company} ደረሰኝ፣ መለያ {reference}፦ {total} ተከፍሏል፤ {recipientFirstName} እስከ {date} {recipientAmount} ይቀበላል። በ{minutes} ደቂቃ ውስጥ መሰረዝ ይችላሉ፤ መብቶችዎ እና ዝርዝሩ፦ {detailsUrl}",
    description: "The receipt by SMS, with a link to the full receipt.",
    review: "needs native speaker review",
  },
  "receipt.subject": {
    message: "የዝውውርዎ ደረሰኝ",
    description: "Subject of the receipt email (a legal document under the US Remittance Rule).",
    review: "needs native speaker review",
  },
  "receipt.taxes": {
    message: "የዝውውር ግብሮች፦ {taxes}",
    description: "Receipt line (legal term: transfer taxes).",
    review: "needs native speaker review",
  },
  "receipt.title": {
    message: "ወደ {recipient} ላደረጉት ዝውውር ደረሰኝ",
    description: "First line of the receipt. {recipient}: full name.",
    review: "needs native speaker review",
  },
  "receipt.total": {
    message: "ጠቅላላ፦ {total}",
    description: "Receipt line: what the sender paid.",
    review: "needs native speaker review",
  },
  "recipient.delivered.bank": {
    message: "ባንክ",
    description: "Used as the bank name when it is not known.",
    review: "needs native speaker review",
  },
  "recipient.delivered.bankAccount": {
    message: "{bank} ሂሳብዎ",
    description: "Where the money went: the recipient bank account. {bank}: bank name.",
    review: "needs native speaker review",
  },
  "recipient.delivered.receipt": {
    message: " ደረሰኝ {receipt}።",
    description: "The partner receipt number in the delivery SMS (starts with a space).",
    review: "needs native speaker review",
  },
  "recipient.delivered.sms": {
    message: "{sender} {amount} ወደ {where} ልኮልዎታል።{receipt} መለያ {reference}።",
    description: "SMS to the recipient when the money reached their wallet or account. {where}: e.g. \"M-Pesa\" or \"your Equity Bank account\"; {receipt}: \" Receipt ABC123.\" or empty.",
    review: "needs native speaker review",
  },
  "recipient.delivered.subject": {
    message: "ገንዘብ ደርሷል",
    description: "Subject (internal) of the delivery notice to the recipient.",
    review: "needs native speaker review",
  },
  "recipient.pickup.sms": {
    message: "{sender} {amount} ልኮልዎታል። በመውሰጃ ኮድ {code} እና በመታወቂያዎ ከገንዘብ መክፈያ ወኪል ይውሰዱ። መለያ {reference}።",
    description: "SMS to the recipient of a cash pickup. {sender}: sender first name; {amount}: local currency; {code}: pickup code.",
    review: "needs native speaker review",
  },
  "recipient.pickup.subject": {
    message: "ለመውሰድ ዝግጁ የሆነ ገንዘብ",
    description: "Subject (internal, SMS has none) of the pickup notice to the recipient.",
    review: "needs native speaker review",
  },
  "transfer.cancelledRefunded.subject": {
    message: "ዝውውርዎ ተሰርዞ ገንዘብዎ ተመልሷል",
    description: "Subject: the sender cancelled the transfer and was refunded.",
    review: "needs native speaker review",
  },
  "transfer.cancelledRefunded.text": {
    message: "ሰላም {firstName}፣ በጠየቁት መሠረት ወደ {recipient} የላኩትን የ{amount} ዝውውር {reference} ሰርዘናል። ምንም አልተላከም፤ ክፍያዎችን ጨምሮ ሙሉ የ{total} ክፍያዎ ተመልሷል። በሂሳብ መግለጫዎ ላይ ለመታየት ከ5 እስከ 10 የሥራ ቀናት ሊወስድ ይችላል።",
    description: "Cancelled by the sender and refunded.",
    review: "needs native speaker review",
  },
  "transfer.completed.subject": {
    message: "ገንዘብዎ ደርሷል",
    description: "Subject: the transfer was delivered.",
    review: "needs native speaker review",
  },
  "transfer.completed.text": {
    message: "ሰላም {firstName}፣ ወደ {recipient} የላኩት የ{amount} ዝውውር {reference} ደርሷል፤ {recipientAmount} ተቀብለዋል።",
    description: "Transfer delivered. {recipientAmount}: in local currency, e.g. 12,950.00 KES.",
    review: "needs native speaker review",
  },
  "transfer.failed.defaultReason": {
    message: "ክፍያው አልተሳካም",
    description: "Reason used in the failure message when none is recorded.",
    review: "needs native speaker review",
  },
  "transfer.failed.subject": {
    message: "ዝውውርዎ ሊጠናቀቅ አልቻለም",
    description: "Subject: the transfer failed.",
    review: "needs native speaker review",
  },
  "transfer.failed.text": {
    message: "ሰላም {firstName}፣ ወደ {recipient} የላኩት የ{amount} ዝውውር {reference} አልተሳካም፦ {reason}። ምንም ገንዘብ አልደረሰም፤ እባክዎ እንደገና ይሞክሩ ወይም ድጋፍ ሰጪዎችን ያግኙ።",
    description: "Transfer failed. {reason}: why (may be in English).",
    review: "needs native speaker review",
  },
  "transfer.failedRefunded.subject": {
    message: "ዝውውርዎ ሊደርስ አልቻለም",
    description: "Subject: the payout failed and the sender was refunded.",
    review: "needs native speaker review",
  },
  "transfer.failedRefunded.text": {
    message: "ሰላም {firstName}፣ ወደ {recipient} የላኩትን የ{amount} ዝውውር {reference} ማድረስ አልቻልንም። የ{total} ክፍያዎ ተመልሷል፤ በሂሳብ መግለጫዎ ላይ ለመታየት ከ5 እስከ 10 የሥራ ቀናት ሊወስድ ይችላል።",
    description: "Payout failed, payment refunded.",
    review: "needs native speaker review",
  },
  "transfer.payoutDelayed.subject": {
    message: "ዝውውርዎ ዘግይቷል",
    description: "Subject: the payout failed and waits for the team.",
    review: "needs native speaker review",
  },
  "transfer.payoutDelayed.text": {
    message: "ሰላም {firstName}፣ ወደ {recipient} የላኩትን የ{amount} ዝውውር {reference} እስካሁን ማድረስ አልቻልንም። ቡድናችን በ1 የሥራ ቀን ውስጥ እንደገና ይሞክራል ወይም የ{total} ክፍያዎን ይመልሳል። ከእርስዎ ምንም አይጠበቅም።",
    description: "Payout delayed.",
    review: "needs native speaker review",
  },
  "transfer.refundReview.subject": {
    message: "ተመላሽ ክፍያዎ እየተገመገመ ነው",
    description: "Subject: an automatic refund failed and a person reviews it.",
    review: "needs native speaker review",
  },
  "transfer.refundReview.text": {
    message: "ሰላም {firstName}፣ ወደ {recipient} የላኩትን የ{amount} ዝውውር {reference} ማድረስ አልቻልንም፤ የክፍያ አገልግሎት ሰጪያችንም {total} ክፍያዎን በራሱ መመለስ አልቻለም። ቡድናችን እየገመገመው ነው፤ በ2 የሥራ ቀናት ውስጥ ያገኝዎታል። ከእርስዎ ምንም አይጠበቅም።",
    description: "Refund under review. {total}: what the sender paid.",
    review: "needs native speaker review",
  },
  "transfer.screeningCleared.subject": {
    message: "ዝውውርዎን መቀጠል ይችላሉ",
    description: "Subject: a transfer held for a compliance review was cleared and can be paid.",
    review: "needs native speaker review",
  },
  "transfer.screeningCleared.text": {
    message: "ሰላም {firstName}፣ ወደ {recipient} የላኩትን የ{amount} ዝውውር {reference} ገምግመናል፤ አሁን መክፈል ይችላሉ፦ {link}",
    description: "A held transfer was cleared. {reference}: transfer reference; {amount}: e.g. $100.00; {recipient}: full name; {link}: payment page.",
    review: "needs native speaker review",
  },
  "transfer.screeningRefused.subject": {
    message: "ዝውውርዎ ሊላክ አልቻለም",
    description: "Subject: a held transfer was refused after review.",
    review: "needs native speaker review",
  },
  "transfer.screeningRefused.text": {
    message: "ሰላም {firstName}፣ ወደ {recipient} የላኩትን የ{amount} ዝውውር {reference} ከገመገምን በኋላ ልንልከው አልቻልንም። ምንም ክፍያ አልተወሰደም።",
    description: "A held transfer was refused.",
    review: "needs native speaker review",
  },
  "verification.email": {
    message: "ሰላም {firstName}፣\n\nየRemit East Africa ማረጋገጫ ኮድዎ {code} ነው። በ{minutes} ደቂቃ ውስጥ ጊዜው ያልፋል።\n\nመለያ ካልከፈቱ ይህን ኢሜይል መተው ይችላሉ።",
    description: "Email with the verification code. {firstName}: the sender; {code}: 6 digits; {minutes}: how long it is valid.",
    review: "needs native speaker review",
  },
  "verification.sms": {
    message: "የRemit East Africa ማረጋገጫ ኮድዎ {code} ነው። በ{minutes} ደቂቃ ውስጥ ጊዜው ያልፋል።",
    description: "SMS with the verification code. {code}: 6 digits; {minutes}: how long it is valid.",
    review: "needs native speaker review",
  },
  "verification.subject": {
    message: "የRemit East Africa ማረጋገጫ ኮድዎ",
    description: "Subject of the email carrying the 6-digit code that verifies a new account.",
    review: "needs native speaker review",
  },
};

"""English money rows, written by hand (see ../README.md)."""
from lib import *

with use(lang="en"):
    c = "idiom"
    for text, amount, cur, conv in [
        ("⟦a buck fifty⟧ for gum", "1.5", "USD", None), ("⟦five bucks⟧ for coffee", "5", "USD", None),
        ("⟦a grand⟧ for the deposit", "1000", "USD", None), ("owes me ⟦two grand⟧", "2000", "USD", None),
        ("⟦a dollar twenty-five⟧ for the bus", "1.25", "USD", None), ("⟦ninety-nine cents⟧ app", "0.99", "USD", None),
        ("⟦a hundred bucks⟧ on shoes", "100", "USD", None), ("⟦three hundred and fifty dollars⟧ for the bike", "350", "USD", None),
        ("⟦fifteen hundred dollars⟧ a month", "1500", "USD", None), ("⟦twelve hundred bucks⟧ rent", "1200", "USD", None),
        ("⟦half a grand⟧ on tickets", "500", "USD", None), ("⟦two dollars and fifty cents⟧", "2.5", "USD", None),
        ("⟦thirty-five dollars⟧ for the cab", "35", "USD", None), ("⟦forty bucks⟧ on gas", "40", "USD", None),
        ("⟦ten dollars⟧ even", "10", "USD", None), ("⟦sixty-five cents⟧ change", "0.65", "USD", None),
        ("⟦seven dollars⟧ and change", "7", "USD", "approx"), ("about ⟦40 bucks⟧", "40", "USD", "approx"),
        ("a pint for ⟦2 quid⟧", "2", "GBP", None), ("⟦twenty quid⟧ for the taxi", "20", "GBP", None),
        ("⟦50p⟧ for the trolley", "0.5", "GBP", None), ("⟦99p⟧ chocolate", "0.99", "GBP", None),
        ("⟦$5⟧ and change", "5", "USD", "approx"), ("⟦three dollars fifty⟧ for a latte", "3.5", "USD", None),
        ("⟦a hundred and fifty dollars⟧ deposit", "150", "USD", None), ("⟦two thousand three hundred dollars⟧", "2300", "USD", None),
        ("⟦six hundred bucks⟧ for the phone", "600", "USD", None), ("tipped him ⟦a dollar⟧", "1", "USD", None),
        ("⟦45 cents⟧ stamp", "0.45", "USD", None), ("⟦eleven dollars⟧ for lunch", "11", "USD", None),
        ("⟦nineteen dollars and ninety-nine cents⟧", "19.99", "USD", None), ("⟦a couple hundred dollars⟧", "200", "USD", "approx"),
        ("⟦eighty dollars⟧ for the concert", "80", "USD", None), ("⟦one dollar and five cents⟧", "1.05", "USD", None),
        ("⟦a thousand dollars⟧ for the laptop", "1000", "USD", None), ("⟦seventy-two fifty⟧ for the groceries", "72.5", "USD", "dollars-cents-pair"),
        ("⟦twenty-two bucks⟧ parking", "22", "USD", None), ("⟦fifteen dollars and fifty cents⟧", "15.5", "USD", None),
        ("⟦five hundred dollars⟧ rent deposit", "500", "USD", None), ("⟦9 bucks⟧ for the movie", "9", "USD", None),
        ("⟦three fifty⟧ a slice", "3.5", "USD", "dollars-cents-pair"), ("⟦sixteen dollars⟧ for lunch today", "16", "USD", None),
        ("⟦twenty-five cents⟧", "0.25", "USD", None), ("⟦a hundred dollars even⟧", "100", "USD", None),
    ]:
        M(text, (amount, cur), cat=c, conv=conv, unsure="'a couple hundred' taken as 200" if "couple" in text else None)

    c = "scale"
    for text, amount, cur in [
        ("sold for ⟦a quarter million⟧", "250000", "USD"), ("raised ⟦2.5M⟧", "2500000", "USD"),
        ("house is ⟦$1.2m⟧", "1200000", "USD"), ("⟦half a million dollars⟧ in debt", "500000", "USD"),
        ("a ⟦$3 billion⟧ deal", "3000000000", "USD"), ("bonus of ⟦7k⟧", "7000", "USD"), ("⟦$12K⟧ car", "12000", "USD"),
        ("⟦10 grand⟧ down payment", "10000", "USD"), ("⟦3.5k⟧ for the trip", "3500", "USD"), ("⟦$250k⟧ salary", "250000", "USD"),
        ("budget ⟦€2M⟧", "2000000", "EUR"), ("⟦£1.5bn⟧ merger", "1500000000", "GBP"), ("⟦1.2 million yen⟧", "1200000", "JPY"),
        ("⟦40 thousand dollars⟧", "40000", "USD"), ("⟦two million⟧ in funding", "2000000", "USD"), ("⟦$85k⟧ a year", "85000", "USD"),
        ("⟦a million bucks⟧", "1000000", "USD"), ("⟦USD 2.5 million⟧", "2500000", "USD"), ("⟦1.5 lakh rupees⟧", "150000", "INR"),
        ("⟦HK$1.2M⟧ flat", "1200000", "HKD"), ("⟦C$50k⟧ loan", "50000", "CAD"), ("⟦$0.5M⟧ grant", "500000", "USD"),
        ("⟦twenty-five grand⟧", "25000", "USD"), ("⟦100K⟧ in savings", "100000", "USD"), ("⟦$4.75 million⟧", "4750000", "USD"),
        ("⟦3 grand⟧ for the ring", "3000", "USD"), ("⟦$2.3B⟧ valuation", "2300000000", "USD"), ("⟦15k⟧ tuition", "15000", "USD"),
        ("⟦one point five million dollars⟧", "1500000", "USD"), ("⟦£40k⟧ salary", "40000", "GBP"),
        ("⟦a hundred thousand dollars⟧", "100000", "USD"), ("⟦€750k⟧", "750000", "EUR"), ("⟦$1.8 mil⟧", "1800000", "USD"),
    ]:
        M(text, (amount, cur), cat=c,
          conv="lakh" if "lakh" in text else None,
          )

    c = "currency"
    for text, amount, cur in [
        ("⟦300 Swiss francs⟧ for the watch strap", "300", "CHF"), ("⟦CHF 45⟧ dinner", "45", "CHF"),
        ("dim sum ⟦HK$150⟧", "150", "HKD"), ("⟦C$35⟧ ferry", "35", "CAD"), ("⟦EUR30⟧ entry", "30", "EUR"),
        ("⟦30 EUR⟧ parking", "30", "EUR"), ("⟦2000 Thai baht⟧ massage", "2000", "THB"), ("⟦500 baht⟧ tuk-tuk", "500", "THB"),
        ("⟦฿120⟧ noodles", "120", "THB"), ("⟦80 Australian dollars⟧", "80", "AUD"), ("⟦A$60⟧ tour", "60", "AUD"),
        ("⟦AUD 90⟧", "90", "AUD"), ("⟦50 Aussie dollars⟧", "50", "AUD"), ("⟦200 Hong Kong dollars⟧", "200", "HKD"),
        ("⟦45 Canadian dollars⟧", "45", "CAD"), ("⟦CAD 120⟧ hotel", "120", "CAD"), ("⟦3,000 yen⟧ sushi", "3000", "JPY"),
        ("⟦¥3000⟧ in Shanghai", "3000", "CNY"), ("⟦JPY 5,000⟧", "5000", "JPY"), ("⟦10000 won⟧ taxi", "10000", "KRW"),
        ("⟦₩15,000⟧ bibimbap", "15000", "KRW"), ("⟦S$25⟧ chili crab", "25", "SGD"), ("⟦25 Singapore dollars⟧", "25", "SGD"),
        ("⟦NT$300⟧ bubble tea", "300", "TWD"), ("⟦€45⟧ train", "45", "EUR"), ("⟦45 euros⟧ dinner", "45", "EUR"),
        ("⟦£30⟧ theatre", "30", "GBP"), ("paid ⟦30 pounds⟧ for the ticket", "30", "GBP"), ("⟦GBP 75⟧", "75", "GBP"),
        ("⟦₹500⟧ auto ride", "500", "INR"), ("⟦500 rupees⟧", "500", "INR"), ("⟦100 yuan⟧ dumplings", "100", "CNY"),
        ("⟦RMB 88⟧", "88", "CNY"), ("⟦88 kuai⟧ for noodles", "88", "CNY"), ("⟦100 renminbi⟧", "100", "CNY"),
        ("⟦1000 rubles⟧", "1000", "RUB"), ("⟦R$50⟧", "50", "BRL"), ("⟦50 reais⟧", "50", "BRL"),
        ("⟦NZ$40⟧", "40", "NZD"), ("⟦US$75⟧", "75", "USD"), ("⟦75 USD⟧ fee", "75", "USD"), ("⟦USD75⟧", "75", "USD"),
        ("⟦MXN 500⟧", "500", "MXN"), ("⟦500 Mexican pesos⟧", "500", "MXN"), ("⟦€3.50⟧ espresso", "3.5", "EUR"),
        ("⟦AED 150⟧", "150", "AED"), ("⟦SEK 200⟧", "200", "SEK"), ("⟦DKK 300⟧", "300", "DKK"),
        ("⟦40 Swiss francs⟧", "40", "CHF"), ("⟦HKD 60⟧", "60", "HKD"), ("⟦CA$18⟧", "18", "CAD"),
        ("⟦AU$22⟧", "22", "AUD"), ("⟦12 euro⟧ lunch", "12", "EUR"), ("⟦2,500 Japanese yen⟧", "2500", "JPY"),
        ("⟦9 Singapore dollars⟧ kaya toast", "9", "SGD"), ("⟦1,200 Thai baht⟧", "1200", "THB"),
    ]:
        M(text, (amount, cur), cat=c, conv="yen-sign-cny" if "¥" in text else ("kuai" if "kuai" in text else None))

    c = "format"
    for text, amount, cur, conv in [
        ("camera ⟦1.299,00 €⟧", "1299", "EUR", "comma-decimal"), ("⟦12,50 €⟧ brunch", "12.5", "EUR", "comma-decimal"),
        ("⟦€ 9,99⟧ app", "9.99", "EUR", "comma-decimal"), ("⟦$1,299.99⟧ TV", "1299.99", "USD", None),
        ("⟦$ 45.00⟧", "45", "USD", None), ("⟦$0.99⟧ song", "0.99", "USD", None), ("⟦1,000,000 USD⟧", "1000000", "USD", None),
        ("⟦USD 1,250.50⟧", "1250.5", "USD", None), ("⟦£1,049⟧ laptop", "1049", "GBP", None), ("⟦2.500,00 EUR⟧", "2500", "EUR", "comma-decimal"),
        ("⟦€1.234,56⟧", "1234.56", "EUR", "comma-decimal"), ("⟦$12.5⟧", "12.5", "USD", None), ("⟦10.00 dollars⟧", "10", "USD", None),
        ("⟦45,00 CHF⟧", "45", "CHF", "comma-decimal"), ("⟦CHF 1'250.50⟧", "1250.5", "CHF", "swiss-apostrophe"), ("⟦$ 3⟧ fee", "3", "USD", None),
        ("⟦US $200⟧", "200", "USD", None), ("⟦$2,400.00⟧ rent", "2400", "USD", None), ("⟦$10,000⟧", "10000", "USD", None),
        ("⟦€0.50⟧", "0.5", "EUR", None), ("⟦£ 12.00⟧", "12", "GBP", None), ("⟦$1,000.5⟧", "1000.5", "USD", None),
        ("⟦USD 99.90⟧", "99.9", "USD", None), ("⟦99,90 €⟧", "99.9", "EUR", "comma-decimal"), ("⟦$7.50⟧ tip", "7.5", "USD", None),
        ("⟦1,234.56 dollars⟧", "1234.56", "USD", None), ("⟦$1.5k⟧", "1500", "USD", None), ("⟦EUR 1.999,95⟧", "1999.95", "EUR", "comma-decimal"),
    ]:
        M(text, (amount, cur), cat=c, conv=conv)

    c = "bare"
    for text, amount in [
        ("parking ⟦15⟧", "15"), ("books ⟦59.90⟧", "59.9"), ("lunch ⟦12.50⟧", "12.5"), ("uber ⟦23.40⟧", "23.4"),
        ("gas ⟦48⟧", "48"), ("coffee ⟦4.75⟧", "4.75"), ("rent ⟦1850⟧", "1850"), ("groceries ⟦86⟧", "86"),
        ("movie ⟦14⟧", "14"), ("log ⟦9.99⟧ netflix", "9.99"), ("add ⟦30⟧ for dinner", "30"), ("tips ⟦5⟧", "5"),
        ("haircut ⟦35⟧", "35"), ("phone bill ⟦65⟧", "65"), ("gym ⟦40⟧", "40"), ("bus ⟦2.75⟧", "2.75"),
        ("snacks ⟦6⟧", "6"), ("internet ⟦59.99⟧", "59.99"), ("vet ⟦120⟧", "120"), ("pharmacy ⟦18.25⟧", "18.25"),
        ("flowers ⟦45⟧", "45"), ("dry cleaning ⟦22⟧", "22"), ("laundry ⟦7⟧", "7"), ("tolls ⟦11.50⟧", "11.5"),
        ("record ⟦250⟧ for the plumber", "250"), ("paid ⟦80⟧ electricity", "80"), ("spent ⟦300⟧ on a jacket", "300"),
        ("salary ⟦4200⟧", "4200"), ("got paid ⟦1500⟧", "1500"), ("expense: taxi ⟦27⟧", "27"), ("note down lunch ⟦16⟧", "16"),
        ("subway ⟦2.90⟧", "2.9"), ("concert ticket ⟦48⟧", "48"), ("train ⟦35⟧", "35"), ("hotel ⟦189⟧", "189"),
        ("dinner for two ⟦95⟧", "95"), ("kids' allowance ⟦20⟧", "20"), ("charity ⟦50⟧", "50"), ("babysitter ⟦60⟧", "60"),
        ("parking meter ⟦3⟧", "3"), ("car wash ⟦18⟧", "18"), ("new headphones ⟦129⟧", "129"), ("pizza ⟦24⟧", "24"),
        ("vitamins ⟦31.49⟧", "31.49"), ("add expense wine ⟦19⟧", "19"),
    ]:
        M(text, (amount, "USD"), cat=c)

    c = "beside-date"
    for text, amount in [
        ("11/11 bought shoes ⟦89⟧", "89"), ("on 3/15 paid ⟦1200⟧ rent", "1200"), ("Dec 5th dinner ⟦45⟧", "45"),
        ("Black Friday TV ⟦499⟧", "499"), ("paid ⟦60⟧ on the 1st", "60"), ("Monday lunch ⟦14⟧", "14"),
        ("spent ⟦25⟧ at 3pm", "25"), ("2027 taxes ⟦4000⟧", "4000"), ("bought 2 tickets for ⟦90⟧", "90"),
        ("on 12/24 spent ⟦300⟧", "300"), ("yesterday at 5 uber ⟦18⟧", "18"), ("room 405, ⟦120⟧ a night", "120"),
        ("Jan 15 rent ⟦1900⟧", "1900"), ("the 5th, gas ⟦52⟧", "52"), ("3 coffees ⟦12⟧", "12"),
        ("flight on 2027-01-08 was ⟦420⟧", "420"), ("at 7:30 breakfast ⟦9.50⟧", "9.5"), ("last Friday drinks ⟦64⟧", "64"),
        ("on Thanksgiving spent ⟦230⟧", "230"), ("the 4th of July fireworks ⟦75⟧", "75"), ("Valentine's dinner ⟦140⟧", "140"),
        ("Q3 bonus ⟦5000⟧", "5000"), ("in 2026 I donated ⟦800⟧", "800"), ("bus 7 fare ⟦2.50⟧", "2.5"),
        ("iPhone 15 case ⟦29⟧", "29"), ("size 10 shoes ⟦120⟧", "120"), ("March 3rd haircut ⟦40⟧", "40"),
        ("Route 66 diner ⟦38⟧", "38"), ("two weeks ago vet bill ⟦210⟧", "210"), ("9:45 taxi ⟦31⟧", "31"),
        ("on 6/18 earbuds ⟦59⟧", "59"), ("tonight at 8 dinner ⟦70⟧", "70"),
    ]:
        M(text, (amount, "USD"), cat=c)

    c = "multi"
    for text, amounts in [
        ("coffee ⟦4.5⟧ and bagel ⟦3⟧", [("4.5", "USD"), ("3", "USD")]),
        ("rent ⟦1200⟧, utilities ⟦150⟧ and internet ⟦60⟧", [("1200", "USD"), ("150", "USD"), ("60", "USD")]),
        ("lunch ⟦$12⟧, dinner ⟦$30⟧", [("12", "USD"), ("30", "USD")]),
        ("uber ⟦18⟧ there and ⟦22⟧ back", [("18", "USD"), ("22", "USD")]),
        ("paid ⟦50 euros⟧ and ⟦20 pounds⟧", [("50", "EUR"), ("20", "GBP")]),
        ("⟦$3.50⟧ for coffee, ⟦$6⟧ for a sandwich", [("3.5", "USD"), ("6", "USD")]),
        ("movie ⟦14⟧ popcorn ⟦8⟧", [("14", "USD"), ("8", "USD")]),
        ("hotel ⟦189⟧ plus ⟦25⟧ parking", [("189", "USD"), ("25", "USD")]),
        ("gas ⟦45⟧ and tolls ⟦12⟧", [("45", "USD"), ("12", "USD")]),
        ("salary ⟦5000⟧, bonus ⟦800⟧", [("5000", "USD"), ("800", "USD")]),
        ("groceries ⟦86.40⟧, wine ⟦19.99⟧", [("86.4", "USD"), ("19.99", "USD")]),
        ("⟦15⟧ for lunch and ⟦40⟧ for dinner", [("15", "USD"), ("40", "USD")]),
        ("lent Sam ⟦50⟧, he paid back ⟦20⟧", [("50", "USD"), ("20", "USD")]),
        ("⟦HK$200⟧ and ⟦¥100⟧", [("200", "HKD"), ("100", "CNY")]),
        ("breakfast ⟦8⟧, lunch ⟦15⟧, dinner ⟦32⟧", [("8", "USD"), ("15", "USD"), ("32", "USD")]),
        ("⟦€20⟧ and ⟦€35⟧", [("20", "EUR"), ("35", "EUR")]),
        ("⟦1,200⟧ rent and ⟦85⟧ phone", [("1200", "USD"), ("85", "USD")]),
        ("tip ⟦5⟧ on a ⟦40⟧ meal", [("5", "USD"), ("40", "USD")]),
        ("spent ⟦30⟧ yesterday and ⟦45⟧ today", [("30", "USD"), ("45", "USD")]),
        ("⟦a grand⟧ for the deposit and ⟦1850⟧ rent", [("1000", "USD"), ("1850", "USD")]),
        ("⟦twenty bucks⟧ for pizza and ⟦five⟧ for the tip", [("20", "USD"), ("5", "USD")]),
        ("flight ⟦$420⟧, hotel ⟦$560⟧, car ⟦$180⟧", [("420", "USD"), ("560", "USD"), ("180", "USD")]),
        ("⟦£5⟧ coffee and ⟦£12⟧ lunch", [("5", "GBP"), ("12", "GBP")]),
        ("books ⟦59.90⟧ and a lamp ⟦35⟧", [("59.9", "USD"), ("35", "USD")]),
        ("⟦100 yuan⟧ for the taxi and ⟦50 yuan⟧ for lunch", [("100", "CNY"), ("50", "CNY")]),
        ("earned ⟦2k⟧, spent ⟦1.2k⟧", [("2000", "USD"), ("1200", "USD")]),
        ("phone ⟦65⟧ internet ⟦70⟧", [("65", "USD"), ("70", "USD")]),
        ("⟦$9⟧ taxi, ⟦$14⟧ lunch, ⟦$3⟧ coffee", [("9", "USD"), ("14", "USD"), ("3", "USD")]),
    ]:
        M(text, *amounts, cat=c)

    c = "none"
    for text in ["ran a 10k race", "room 405 is free", "it's 72 degrees", "3 kids in the car", "iPhone 15 Pro",
                 "flight UA 857", "call 911", "read chapter 12", "the 1990s were fun", "2 tablespoons of sugar",
                 "meeting at 4:15", "see you Dec 3rd", "a 5-pound bag of flour", "scored 98 points", "page 250",
                 "Highway 9 is closed", "I turn 30 next week", "12 eggs please", "100% sure", "the 49ers game",
                 "level 20 boss", "top 10 list", "a 3-hour drive", "Windows 11 update", "1 in 3 people",
                 "two cups of coffee", "section 8", "platform 9", "set the oven to 350", "a 2-for-1 coupon"]:
        M(text, cat=c)

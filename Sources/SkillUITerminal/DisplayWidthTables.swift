import SkillUI

/// The code point tables behind ``DisplayWidth``, transcribed from the Unicode 15.0 data files.
///
/// Both tables are sorted, non-overlapping ranges, searched by ``DisplayWidthTables/contains(_:in:)``.
enum DisplayWidthTables {
    /// Code points whose `East_Asian_Width` is `W` (wide) or `F` (fullwidth) in `EastAsianWidth-15.0.0.txt`:
    /// Hangul Jamo initials and syllables, CJK radicals, symbols and punctuation, Hiragana, Katakana, Bopomofo,
    /// CJK Unified Ideographs and their extensions (planes 2 and 3), Yi, Tangut, Nushu, fullwidth forms, and
    /// every emoji whose default presentation is emoji (`Emoji_Presentation=Yes`).
    static let wide: [ClosedRange<UInt32>] = [
        0x01100...0x0115F,  // Hangul Choseong Kiyeok … Hangul Choseong Filler
        0x0231A...0x0231B,  // Watch … Hourglass
        0x02329...0x0232A,  // Left-Pointing Angle Bracket … Right-Pointing Angle Bracket
        0x023E9...0x023EC,  // Black Right-Pointing Double Triangle … Black Down-Pointing Double Triangle
        0x023F0...0x023F0,  // Alarm Clock
        0x023F3...0x023F3,  // Hourglass With Flowing Sand
        0x025FD...0x025FE,  // White Medium Small Square … Black Medium Small Square
        0x02614...0x02615,  // Umbrella With Rain Drops … Hot Beverage
        0x02648...0x02653,  // Aries … Pisces
        0x0267F...0x0267F,  // Wheelchair Symbol
        0x02693...0x02693,  // Anchor
        0x026A1...0x026A1,  // High Voltage Sign
        0x026AA...0x026AB,  // Medium White Circle … Medium Black Circle
        0x026BD...0x026BE,  // Soccer Ball … Baseball
        0x026C4...0x026C5,  // Snowman Without Snow … Sun Behind Cloud
        0x026CE...0x026CE,  // Ophiuchus
        0x026D4...0x026D4,  // No Entry
        0x026EA...0x026EA,  // Church
        0x026F2...0x026F3,  // Fountain … Flag In Hole
        0x026F5...0x026F5,  // Sailboat
        0x026FA...0x026FA,  // Tent
        0x026FD...0x026FD,  // Fuel Pump
        0x02705...0x02705,  // White Heavy Check Mark
        0x0270A...0x0270B,  // Raised Fist … Raised Hand
        0x02728...0x02728,  // Sparkles
        0x0274C...0x0274C,  // Cross Mark
        0x0274E...0x0274E,  // Negative Squared Cross Mark
        0x02753...0x02755,  // Black Question Mark Ornament … White Exclamation Mark Ornament
        0x02757...0x02757,  // Heavy Exclamation Mark Symbol
        0x02795...0x02797,  // Heavy Plus Sign … Heavy Division Sign
        0x027B0...0x027B0,  // Curly Loop
        0x027BF...0x027BF,  // Double Curly Loop
        0x02B1B...0x02B1C,  // Black Large Square … White Large Square
        0x02B50...0x02B50,  // White Medium Star
        0x02B55...0x02B55,  // Heavy Large Circle
        0x02E80...0x02E99,  // Cjk Radical Repeat … Cjk Radical Rap
        0x02E9B...0x02EF3,  // Cjk Radical Choke … Cjk Radical C-Simplified Turtle
        0x02F00...0x02FD5,  // Kangxi Radical One … Kangxi Radical Flute
        0x02FF0...0x02FFB,  // Ideographic Description Character Lef… … Ideographic Description Character Ove…
        0x03000...0x03029,  // Ideographic Space … Hangzhou Numeral Nine
        0x03030...0x0303E,  // Wavy Dash … Ideographic Variation Indicator
        0x03041...0x03096,  // Hiragana Letter Small A … Hiragana Letter Small Ke
        0x0309B...0x030FF,  // Katakana-Hiragana Voiced Sound Mark … Katakana Digraph Koto
        0x03105...0x0312F,  // Bopomofo Letter B … Bopomofo Letter Nn
        0x03131...0x0318E,  // Hangul Letter Kiyeok … Hangul Letter Araeae
        0x03190...0x031E3,  // Ideographic Annotation Linking Mark … Cjk Stroke Q
        0x031F0...0x0321E,  // Katakana Letter Small Ku … Parenthesized Korean Character O Hu
        0x03220...0x03247,  // Parenthesized Ideograph One … Circled Ideograph Koto
        0x03250...0x04DBF,  // Partnership Sign … Cjk Unified Ideograph-4Dbf
        0x04E00...0x0A48C,  // Cjk Unified Ideograph-4E00 … Yi Syllable Yyr
        0x0A490...0x0A4C6,  // Yi Radical Qot … Yi Radical Ke
        0x0A960...0x0A97C,  // Hangul Choseong Tikeut-Mieum … Hangul Choseong Ssangyeorinhieuh
        0x0AC00...0x0D7A3,  // Hangul Syllable Ga … Hangul Syllable Hih
        0x0F900...0x0FAFF,  // Cjk Compatibility Ideograph-F900 … (unassigned)
        0x0FE10...0x0FE19,  // Presentation Form For Vertical Comma … Presentation Form For Vertical Horizo…
        0x0FE30...0x0FE52,  // Presentation Form For Vertical Two Do… … Small Full Stop
        0x0FE54...0x0FE66,  // Small Semicolon … Small Equals Sign
        0x0FE68...0x0FE6B,  // Small Reverse Solidus … Small Commercial At
        0x0FF01...0x0FF60,  // Fullwidth Exclamation Mark … Fullwidth Right White Parenthesis
        0x0FFE0...0x0FFE6,  // Fullwidth Cent Sign … Fullwidth Won Sign
        0x16FE0...0x16FE3,  // Tangut Iteration Mark … Old Chinese Iteration Mark
        0x17000...0x187F7,  // Tangut Ideograph-17000 … Tangut Ideograph-187F7
        0x18800...0x18CD5,  // Tangut Component-001 … Khitan Small Script Character-18Cd5
        0x18D00...0x18D08,  // Tangut Ideograph-18D00 … Tangut Ideograph-18D08
        0x1AFF0...0x1AFF3,  // Katakana Letter Minnan Tone-2 … Katakana Letter Minnan Tone-5
        0x1AFF5...0x1AFFB,  // Katakana Letter Minnan Tone-7 … Katakana Letter Minnan Nasalized Tone…
        0x1AFFD...0x1AFFE,  // Katakana Letter Minnan Nasalized Tone… … Katakana Letter Minnan Nasalized Tone…
        0x1B000...0x1B122,  // Katakana Letter Archaic E … Katakana Letter Archaic Wu
        0x1B132...0x1B132,  // Hiragana Letter Small Ko
        0x1B150...0x1B152,  // Hiragana Letter Small Wi … Hiragana Letter Small Wo
        0x1B155...0x1B155,  // Katakana Letter Small Ko
        0x1B164...0x1B167,  // Katakana Letter Small Wi … Katakana Letter Small N
        0x1B170...0x1B2FB,  // Nushu Character-1B170 … Nushu Character-1B2Fb
        0x1F004...0x1F004,  // Mahjong Tile Red Dragon
        0x1F0CF...0x1F0CF,  // Playing Card Black Joker
        0x1F18E...0x1F18E,  // Negative Squared Ab
        0x1F191...0x1F19A,  // Squared Cl … Squared Vs
        0x1F200...0x1F202,  // Square Hiragana Hoka … Squared Katakana Sa
        0x1F210...0x1F23B,  // Squared Cjk Unified Ideograph-624B … Squared Cjk Unified Ideograph-914D
        0x1F240...0x1F248,  // Tortoise Shell Bracketed Cjk Unified … … Tortoise Shell Bracketed Cjk Unified …
        0x1F250...0x1F251,  // Circled Ideograph Advantage … Circled Ideograph Accept
        0x1F260...0x1F265,  // Rounded Symbol For Fu … Rounded Symbol For Cai
        0x1F300...0x1F320,  // Cyclone … Shooting Star
        0x1F32D...0x1F335,  // Hot Dog … Cactus
        0x1F337...0x1F37C,  // Tulip … Baby Bottle
        0x1F37E...0x1F393,  // Bottle With Popping Cork … Graduation Cap
        0x1F3A0...0x1F3CA,  // Carousel Horse … Swimmer
        0x1F3CF...0x1F3D3,  // Cricket Bat And Ball … Table Tennis Paddle And Ball
        0x1F3E0...0x1F3F0,  // House Building … European Castle
        0x1F3F4...0x1F3F4,  // Waving Black Flag
        0x1F3F8...0x1F3FA,  // Badminton Racquet And Shuttlecock … Amphora
        0x1F400...0x1F43E,  // Rat … Paw Prints
        0x1F440...0x1F440,  // Eyes
        0x1F442...0x1F4FC,  // Ear … Videocassette
        0x1F4FF...0x1F53D,  // Prayer Beads … Down-Pointing Small Red Triangle
        0x1F54B...0x1F54E,  // Kaaba … Menorah With Nine Branches
        0x1F550...0x1F567,  // Clock Face One Oclock … Clock Face Twelve-Thirty
        0x1F57A...0x1F57A,  // Man Dancing
        0x1F595...0x1F596,  // Reversed Hand With Middle Finger Exte… … Raised Hand With Part Between Middle …
        0x1F5A4...0x1F5A4,  // Black Heart
        0x1F5FB...0x1F64F,  // Mount Fuji … Person With Folded Hands
        0x1F680...0x1F6C5,  // Rocket … Left Luggage
        0x1F6CC...0x1F6CC,  // Sleeping Accommodation
        0x1F6D0...0x1F6D2,  // Place Of Worship … Shopping Trolley
        0x1F6D5...0x1F6D7,  // Hindu Temple … Elevator
        0x1F6DC...0x1F6DF,  // Wireless … Ring Buoy
        0x1F6EB...0x1F6EC,  // Airplane Departure … Airplane Arriving
        0x1F6F4...0x1F6FC,  // Scooter … Roller Skate
        0x1F7E0...0x1F7EB,  // Large Orange Circle … Large Brown Square
        0x1F7F0...0x1F7F0,  // Heavy Equals Sign
        0x1F90C...0x1F93A,  // Pinched Fingers … Fencer
        0x1F93C...0x1F945,  // Wrestlers … Goal Net
        0x1F947...0x1F9FF,  // First Place Medal … Nazar Amulet
        0x1FA70...0x1FA7C,  // Ballet Shoes … Crutch
        0x1FA80...0x1FA88,  // Yo-Yo … Flute
        0x1FA90...0x1FABD,  // Ringed Planet … Wing
        0x1FABF...0x1FAC5,  // Goose … Person With Crown
        0x1FACE...0x1FADB,  // Moose … Pea Pod
        0x1FAE0...0x1FAE8,  // Melting Face … Shaking Face
        0x1FAF0...0x1FAF8,  // Hand With Index Finger And Thumb Cros… … Rightwards Pushing Hand
        0x20000...0x2FFFD,  // Cjk Unified Ideograph-20000 … (unassigned)
        0x30000...0x3FFFD,  // Cjk Unified Ideograph-30000 … (unassigned)
    ]

    /// Emoji whose default presentation is text (`Emoji=Yes`, `Emoji_Presentation=No` in `emoji-data.txt`):
    /// one column alone, two when followed by VARIATION SELECTOR-16 (U+FE0F), as in `❤️` or `#️⃣`.
    static let textDefaultEmoji: [ClosedRange<UInt32>] = [
        0x00023...0x00023,  // Number Sign
        0x0002A...0x0002A,  // Asterisk
        0x00030...0x00039,  // Digit Zero … Digit Nine
        0x000A9...0x000A9,  // Copyright Sign
        0x000AE...0x000AE,  // Registered Sign
        0x0203C...0x0203C,  // Double Exclamation Mark
        0x02049...0x02049,  // Exclamation Question Mark
        0x02122...0x02122,  // Trade Mark Sign
        0x02139...0x02139,  // Information Source
        0x02194...0x02199,  // Left Right Arrow … South West Arrow
        0x021A9...0x021AA,  // Leftwards Arrow With Hook … Rightwards Arrow With Hook
        0x02328...0x02328,  // Keyboard
        0x023CF...0x023CF,  // Eject Symbol
        0x023ED...0x023EF,  // Black Right-Pointing Double Triangle … … Black Right-Pointing Triangle With Do…
        0x023F1...0x023F2,  // Stopwatch … Timer Clock
        0x023F8...0x023FA,  // Double Vertical Bar … Black Circle For Record
        0x024C2...0x024C2,  // Circled Latin Capital Letter M
        0x025AA...0x025AB,  // Black Small Square … White Small Square
        0x025B6...0x025B6,  // Black Right-Pointing Triangle
        0x025C0...0x025C0,  // Black Left-Pointing Triangle
        0x025FB...0x025FC,  // White Medium Square … Black Medium Square
        0x02600...0x02604,  // Black Sun With Rays … Comet
        0x0260E...0x0260E,  // Black Telephone
        0x02611...0x02611,  // Ballot Box With Check
        0x02618...0x02618,  // Shamrock
        0x0261D...0x0261D,  // White Up Pointing Index
        0x02620...0x02620,  // Skull And Crossbones
        0x02622...0x02623,  // Radioactive Sign … Biohazard Sign
        0x02626...0x02626,  // Orthodox Cross
        0x0262A...0x0262A,  // Star And Crescent
        0x0262E...0x0262F,  // Peace Symbol … Yin Yang
        0x02638...0x0263A,  // Wheel Of Dharma … White Smiling Face
        0x02640...0x02640,  // Female Sign
        0x02642...0x02642,  // Male Sign
        0x0265F...0x02660,  // Black Chess Pawn … Black Spade Suit
        0x02663...0x02663,  // Black Club Suit
        0x02665...0x02666,  // Black Heart Suit … Black Diamond Suit
        0x02668...0x02668,  // Hot Springs
        0x0267B...0x0267B,  // Black Universal Recycling Symbol
        0x0267E...0x0267E,  // Permanent Paper Sign
        0x02692...0x02692,  // Hammer And Pick
        0x02694...0x02697,  // Crossed Swords … Alembic
        0x02699...0x02699,  // Gear
        0x0269B...0x0269C,  // Atom Symbol … Fleur-De-Lis
        0x026A0...0x026A0,  // Warning Sign
        0x026A7...0x026A7,  // Male With Stroke And Male And Female …
        0x026B0...0x026B1,  // Coffin … Funeral Urn
        0x026C8...0x026C8,  // Thunder Cloud And Rain
        0x026CF...0x026CF,  // Pick
        0x026D1...0x026D1,  // Helmet With White Cross
        0x026D3...0x026D3,  // Chains
        0x026E9...0x026E9,  // Shinto Shrine
        0x026F0...0x026F1,  // Mountain … Umbrella On Ground
        0x026F4...0x026F4,  // Ferry
        0x026F7...0x026F9,  // Skier … Person With Ball
        0x02702...0x02702,  // Black Scissors
        0x02708...0x02709,  // Airplane … Envelope
        0x0270C...0x0270D,  // Victory Hand … Writing Hand
        0x0270F...0x0270F,  // Pencil
        0x02712...0x02712,  // Black Nib
        0x02714...0x02714,  // Heavy Check Mark
        0x02716...0x02716,  // Heavy Multiplication X
        0x0271D...0x0271D,  // Latin Cross
        0x02721...0x02721,  // Star Of David
        0x02733...0x02734,  // Eight Spoked Asterisk … Eight Pointed Black Star
        0x02744...0x02744,  // Snowflake
        0x02747...0x02747,  // Sparkle
        0x02763...0x02764,  // Heavy Heart Exclamation Mark Ornament … Heavy Black Heart
        0x027A1...0x027A1,  // Black Rightwards Arrow
        0x02934...0x02935,  // Arrow Pointing Rightwards Then Curvin… … Arrow Pointing Rightwards Then Curvin…
        0x02B05...0x02B07,  // Leftwards Black Arrow … Downwards Black Arrow
        0x1F170...0x1F171,  // Negative Squared Latin Capital Letter… … Negative Squared Latin Capital Letter…
        0x1F17E...0x1F17F,  // Negative Squared Latin Capital Letter… … Negative Squared Latin Capital Letter…
        0x1F321...0x1F321,  // Thermometer
        0x1F324...0x1F32C,  // White Sun With Small Cloud … Wind Blowing Face
        0x1F336...0x1F336,  // Hot Pepper
        0x1F37D...0x1F37D,  // Fork And Knife With Plate
        0x1F396...0x1F397,  // Military Medal … Reminder Ribbon
        0x1F399...0x1F39B,  // Studio Microphone … Control Knobs
        0x1F39E...0x1F39F,  // Film Frames … Admission Tickets
        0x1F3CB...0x1F3CE,  // Weight Lifter … Racing Car
        0x1F3D4...0x1F3DF,  // Snow Capped Mountain … Stadium
        0x1F3F3...0x1F3F3,  // Waving White Flag
        0x1F3F5...0x1F3F5,  // Rosette
        0x1F3F7...0x1F3F7,  // Label
        0x1F43F...0x1F43F,  // Chipmunk
        0x1F441...0x1F441,  // Eye
        0x1F4FD...0x1F4FD,  // Film Projector
        0x1F549...0x1F54A,  // Om Symbol … Dove Of Peace
        0x1F56F...0x1F570,  // Candle … Mantelpiece Clock
        0x1F573...0x1F579,  // Hole … Joystick
        0x1F587...0x1F587,  // Linked Paperclips
        0x1F58A...0x1F58D,  // Lower Left Ballpoint Pen … Lower Left Crayon
        0x1F590...0x1F590,  // Raised Hand With Fingers Splayed
        0x1F5A5...0x1F5A5,  // Desktop Computer
        0x1F5A8...0x1F5A8,  // Printer
        0x1F5B1...0x1F5B2,  // Three Button Mouse … Trackball
        0x1F5BC...0x1F5BC,  // Frame With Picture
        0x1F5C2...0x1F5C4,  // Card Index Dividers … File Cabinet
        0x1F5D1...0x1F5D3,  // Wastebasket … Spiral Calendar Pad
        0x1F5DC...0x1F5DE,  // Compression … Rolled-Up Newspaper
        0x1F5E1...0x1F5E1,  // Dagger Knife
        0x1F5E3...0x1F5E3,  // Speaking Head In Silhouette
        0x1F5E8...0x1F5E8,  // Left Speech Bubble
        0x1F5EF...0x1F5EF,  // Right Anger Bubble
        0x1F5F3...0x1F5F3,  // Ballot Box With Ballot
        0x1F5FA...0x1F5FA,  // World Map
        0x1F6CB...0x1F6CB,  // Couch And Lamp
        0x1F6CD...0x1F6CF,  // Shopping Bags … Bed
        0x1F6E0...0x1F6E5,  // Hammer And Wrench … Motor Boat
        0x1F6E9...0x1F6E9,  // Small Airplane
        0x1F6F0...0x1F6F0,  // Satellite
        0x1F6F3...0x1F6F3,  // Passenger Ship
    ]

    /// Whether `value` falls in one of `table`'s ranges (binary search).
    static func contains(_ value: UInt32, in table: [ClosedRange<UInt32>]) -> Bool {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = table[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

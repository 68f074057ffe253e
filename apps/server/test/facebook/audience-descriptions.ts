/**
 * Audience descriptions written for the free-text reader's tests (decision 179), in Vietnamese and English, with
 * and without diacritics, each with what the advertiser meant, worked out by hand. Read by the reader's unit test
 * and by the test of what their targeting sends to the Graph fake.
 */

export interface Expected {
  countries?: string[];
  ages?: [number, number] | null;
  genders?: ('male' | 'female')[];
  /** "words as written → search query", "@km" for a radius. */
  places?: string[];
  interests?: string[];
  locales?: string[];
}

export const AUDIENCE_DESCRIPTIONS: [string, Expected][] = [
  // Vietnamese
  [
    'Phụ nữ 25-45 tuổi ở Hà Nội thích yoga',
    { ages: [25, 45], genders: ['female'], places: ['Hà Nội → Hanoi'], interests: ['yoga → yoga'] },
  ],
  [
    'Nam giới từ 18 tuổi ở TP.HCM quan tâm đến bóng đá, chạy bộ và thể hình',
    {
      ages: [18, 65],
      genders: ['male'],
      places: ['TP.HCM → Ho Chi Minh City'],
      interests: ['bóng đá → Football', 'chạy bộ → Running', 'thể hình → Fitness'],
    },
  ],
  [
    'Mẹ bỉm sữa trong bán kính 15 km quanh Quận 1, thích mỹ phẩm',
    { genders: ['female'], places: ['Quận 1 → Quận 1 @17'], interests: ['mỹ phẩm → Cosmetics'] },
  ],
  [
    'Chị em văn phòng từ 25 đến 40 tuổi tại Sài Gòn yêu thích thời trang và làm đẹp',
    {
      ages: [25, 40],
      genders: ['female'],
      places: ['Sài Gòn → Ho Chi Minh City'],
      interests: ['thời trang → Fashion', 'làm đẹp → Beauty'],
    },
  ],
  [
    'Đàn ông trên 35 tuổi ở Đà Nẵng, Nha Trang và Cần Thơ quan tâm bất động sản',
    {
      ages: [35, 65],
      genders: ['male'],
      places: ['Đà Nẵng → Da Nang', 'Nha Trang → Nha Trang', 'Cần Thơ → Can Tho'],
      interests: ['bất động sản → Real estate'],
    },
  ],
  [
    'Sinh viên ở Hà Nội thích du lịch, cà phê',
    { ages: [18, 24], places: ['Hà Nội → Hanoi'], interests: ['du lịch → Travel', 'cà phê → Coffee'] },
  ],
  [
    'Phu nu 30-50 tuoi o Ha Noi thich nau an',
    { ages: [30, 50], genders: ['female'], places: ['Ha Noi → Hanoi'], interests: ['nau an → Cooking'] },
  ],
  [
    'Khách hàng nữ dưới 30 tuổi ở Việt Nam thích trà sữa',
    { countries: ['VN'], ages: [18, 29], genders: ['female'], interests: ['trà sữa → Bubble tea'] },
  ],
  ['Người cao tuổi ở Huế quan tâm sức khỏe', { ages: [60, 65], places: ['Huế → Hue'], interests: ['sức khỏe → Health'] }],
  [
    'Trung niên ở Hải Phòng, thích đầu tư chứng khoán',
    { ages: [40, 60], places: ['Hải Phòng → Hai Phong'], interests: ['đầu tư chứng khoán → Stock market'] },
  ],
  [
    'Bố mẹ có con nhỏ ở Bình Dương quan tâm giáo dục',
    { genders: [], places: ['Bình Dương → Binh Duong'], interests: ['giáo dục → Education'] },
  ],
  ['Người nói tiếng Hàn ở Hà Nội thích K-pop', { places: ['Hà Nội → Hanoi'], interests: ['K-pop → K-pop'], locales: ['Korean'] }],
  ['Người trẻ ở Hà Nội, Việt Nam', { countries: ['VN'], ages: [18, 34], places: ['Hà Nội → Hanoi'] }],
  [
    'Doanh nghiệp nhỏ ở miền Nam Việt Nam quan tâm kinh doanh online',
    { countries: ['VN'], genders: [], interests: ['kinh doanh online → kinh doanh online'] },
  ],
  [
    'Nam 25-35 ở Nam Định thích xe máy',
    { ages: [25, 35], genders: ['male'], places: ['Nam Định → Nam Định'], interests: ['xe máy → Motorcycles'] },
  ],
  [
    'Năm nay phụ nữ 20-30 ở Hà Nội thích thời trang',
    { ages: [20, 30], genders: ['female'], places: ['Hà Nội → Hanoi'], interests: ['thời trang → Fashion'] },
  ],
  [
    'Học viên 22-35 tuổi, sống tại Hà Nội, có sở thích: đọc sách, thiền, leo núi',
    { ages: [22, 35], places: ['Hà Nội → Hanoi'], interests: ['đọc sách → Reading', 'thiền → Meditation', 'leo núi → Hiking'] },
  ],
  [
    'Phụ nữ mang thai ở TP. Hồ Chí Minh quan tâm đến dinh dưỡng bà bầu',
    { genders: ['female'], places: ['TP. Hồ Chí Minh → Ho Chi Minh City'], interests: ['dinh dưỡng bà bầu → dinh dưỡng bà bầu'] },
  ],
  [
    'Phái mạnh 30 tuổi trở lên tại Hà Nội thích ô tô',
    { ages: [30, 65], genders: ['male'], places: ['Hà Nội → Hanoi'], interests: ['ô tô → Cars'] },
  ],
  [
    'Bạn nữ 18-24 ở Đà Lạt thích chụp ảnh và cắm trại',
    { ages: [18, 24], genders: ['female'], places: ['Đà Lạt → Da Lat'], interests: ['chụp ảnh → Photography', 'cắm trại → Camping'] },
  ],
  ['Khách hàng ở Quận 7 và Quận 2, TP.HCM', { places: ['Quận 7 → Quận 7', 'Quận 2 → Quận 2', 'TP.HCM → Ho Chi Minh City'] }],
  [
    'Gia đình trẻ ở Biên Hòa, Đồng Nai thích đồ gia dụng',
    { places: ['Biên Hòa → Bien Hoa', 'Đồng Nai → Dong Nai'], interests: ['đồ gia dụng → Home appliances'] },
  ],
  [
    'Nhân viên văn phòng ở Quy Nhơn, Vũng Tàu thích thể thao',
    { places: ['Quy Nhơn → Quy Nhon', 'Vũng Tàu → Vung Tau'], interests: ['thể thao → Sports'] },
  ],
  [
    'Phụ nữ ở Hà Nội, thích yoga. Nam giới ở TP.HCM thích gym.',
    { genders: [], places: ['Hà Nội → Hanoi', 'TP.HCM → Ho Chi Minh City'], interests: ['yoga → yoga', 'gym → gym'] },
  ],
  ['Người dùng 18-65+ khắp Việt Nam', { countries: ['VN'], ages: [18, 65] }],
  [
    'Khách du lịch ở Hội An, Quảng Nam thích ẩm thực',
    { genders: [], places: ['Hội An → Hoi An', 'Quảng Nam → Quảng Nam'], interests: ['ẩm thực → Food'] },
  ],
  [
    'Học sinh cấp 3 thích phương pháp học mới, sống có đạo đức',
    { countries: [], ages: null, interests: ['phương pháp học mới → phương pháp học mới'] },
  ],
  ['Thanh thiếu niên ở Đà Nẵng nói tiếng Anh', { ages: [13, 19], places: ['Đà Nẵng → Da Nang'], locales: ['English'] }],
  // English
  [
    'Women 25–45 in Hanoi interested in wellness',
    { ages: [25, 45], genders: ['female'], places: ['Hanoi → Hanoi'], interests: ['wellness → wellness'] },
  ],
  [
    'Moms over 30 in Da Nang who love cooking and coffee',
    { ages: [30, 65], genders: ['female'], places: ['Da Nang → Da Nang'], interests: ['cooking → cooking', 'coffee → coffee'] },
  ],
  ['Men and women 18+ speaking English in Singapore', { countries: ['SG'], ages: [18, 65], genders: [], locales: ['English'] }],
  [
    'Teenagers in Bangkok, Thailand into gaming and anime',
    { countries: ['TH'], ages: [13, 19], places: ['Bangkok → Bangkok'], interests: ['gaming → gaming', 'anime → anime'] },
  ],
  [
    'Dads aged 30 to 50 in Texas and California who enjoy fishing, camping',
    {
      ages: [30, 50],
      genders: ['male'],
      places: ['Texas → Texas', 'California → California'],
      interests: ['fishing → fishing', 'camping → camping'],
    },
  ],
  [
    'Young professionals in their 30s in London interested in tech startups and investing',
    { ages: [30, 39], places: ['London → London'], interests: ['tech startups → tech startups', 'investing → investing'] },
  ],
  [
    'Women under 35 within 10 miles of Austin who love yoga',
    { ages: [18, 34], genders: ['female'], places: ['Austin → Austin @17'], interests: ['yoga → yoga'] },
  ],
  [
    'Runners 18-65 in the US and Canada who love marathons',
    { countries: ['CA', 'US'], ages: [18, 65], interests: ['marathons → marathons'] },
  ],
  [
    'Gen Z in Ho Chi Minh City interested in fashion, sneakers & streetwear',
    { places: ['Ho Chi Minh City → Ho Chi Minh City'], interests: ['fashion → fashion', 'sneakers → sneakers', 'streetwear → streetwear'] },
  ],
  [
    'People aged 40 and over in Sydney, Australia interested in gardening',
    { countries: ['AU'], ages: [40, 65], places: ['Sydney → Sydney'], interests: ['gardening → gardening'] },
  ],
  ['Pet owners in Singapore who love dogs and cats', { countries: ['SG'], interests: ['dogs → dogs', 'cats → cats'] }],
  [
    'Guys 21+ in Seoul into fitness, bodybuilding and supplements',
    {
      ages: [21, 65],
      genders: ['male'],
      places: ['Seoul → Seoul'],
      interests: ['fitness → fitness', 'bodybuilding → bodybuilding', 'supplements → supplements'],
    },
  ],
  [
    'Mothers of toddlers in Manila, Philippines interested in parenting',
    { countries: ['PH'], genders: ['female'], places: ['Manila → Manila'], interests: ['parenting → parenting'] },
  ],
  [
    'English speakers in Vietnam interested in real estate',
    { countries: ['VN'], interests: ['real estate → real estate'], locales: ['English'] },
  ],
  [
    'Office workers 25-40 in Hanoi and Da Nang who like coffee',
    { ages: [25, 40], places: ['Hanoi → Hanoi', 'Da Nang → Da Nang'], interests: ['coffee → coffee'] },
  ],
  [
    'Ladies 45-60 in Paris, France who love cooking',
    { countries: ['FR'], ages: [45, 60], genders: ['female'], places: ['Paris → Paris'], interests: ['cooking → cooking'] },
  ],
  ['Retirees in Chiang Mai who enjoy golf', { ages: [60, 65], places: ['Chiang Mai → Chiang Mai'], interests: ['golf → golf'] }],
  ['Small business owners 28-55 within 25 km of Ho Chi Minh City', { ages: [28, 55], places: ['Ho Chi Minh City → Ho Chi Minh City @25'] }],
  ['College students in Singapore and Malaysia', { countries: ['MY', 'SG'], ages: [18, 24] }],
  ['Everyone who loves coffee', { countries: [], ages: null, genders: [], places: [], interests: ['coffee → coffee'] }],
];

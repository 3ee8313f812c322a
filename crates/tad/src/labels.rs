//! The printed labels in English, Romanian and Russian. A box label is the data group's name
//! and its data element number (guidelines "Box label & content"); the numbers are the same in
//! every language, so they are part of the label text. The Russian follows the customs usage of
//! the Russian-language transit declaration ("Таможня отправления", "Принципал", "Пломба").

/// The language of the labels (the data is printed as declared).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Locale {
    #[default]
    En,
    Ro,
    Ru,
}

impl Locale {
    /// Every language a document is printed in.
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Ro, Locale::Ru];

    /// `"en"`, `"ro"` or `"ru"` (the `{locale}` of the print route); anything else is `None`.
    pub fn parse(tag: &str) -> Option<Locale> {
        match tag {
            "en" => Some(Locale::En),
            "ro" => Some(Locale::Ro),
            "ru" => Some(Locale::Ru),
            _ => None,
        }
    }

    /// The one of `[english, romanian, russian]` in this language.
    pub fn pick<T>(self, [en, ro, ru]: [T; 3]) -> T {
        match self {
            Locale::En => en,
            Locale::Ro => ro,
            Locale::Ru => ru,
        }
    }
}

macro_rules! labels {
    ($($name:ident: $en:literal, $ro:literal, $ru:literal;)*) => {
        /// Every label of the TAD and the TLoI.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum L { $($name),* }

        impl L {
            /// Every label, for the tests that check all of them.
            #[cfg(test)]
            pub const ALL: &[L] = &[$(L::$name),*];

            pub fn text(self, locale: Locale) -> &'static str {
                match self {
                    $(L::$name => locale.pick([$en, $ro, $ru]),)*
                }
            }
        }
    };
}

labels! {
    EuropeanUnion: "EUROPEAN UNION", "UNIUNEA EUROPEANĂ", "ЕВРОПЕЙСКИЙ СОЮЗ";
    Title: "TRANSIT ACCOMPANYING DOCUMENT", "DOCUMENT DE ÎNSOȚIRE TRANZIT", "ТРАНЗИТНЫЙ СОПРОВОДИТЕЛЬНЫЙ ДОКУМЕНТ";
    DeclarationType: "DECLARATION TYPE", "TIPUL DECLARAȚIEI", "ТИП ДЕКЛАРАЦИИ";
    Mrn: "MRN", "MRN", "MRN";
    Consignor: "Consignor [13 02]", "Expeditor [13 02]", "Отправитель [13 02]";
    Id: "ID", "ID", "ID";
    Type: "Type [11 01]", "Tip [11 01]", "Тип [11 01]";
    AddType: "Add.type [11 02]", "Tip supl. [11 02]", "Доп. тип [11 02]";
    ConsignorContact: "Contact person [13 02 074]", "Persoană de contact [13 02 074]", "Контактное лицо [13 02 074]";
    Forms: "Forms", "Formulare", "Формы";
    Sci: "SCI [11 04]", "SCI [11 04]", "SCI [11 04]";
    Consignee: "Consignee [13 03]", "Destinatar [13 03]", "Получатель [13 03]";
    TotalItems: "Total items", "Total articole", "Всего товаров";
    TotalPackages: "Total packages", "Total colete", "Всего мест";
    TotalGrossMass: "Total gross mass (Kg)", "Masa brută totală (kg)", "Общая масса брутто (кг)";
    Security: "Security [11 07]", "Securitate [11 07]", "Безопасность [11 07]";
    Holder: "Holder of transit procedure [13 07]", "Titularul procedurii de tranzit [13 07]", "Принципал транзитной процедуры [13 07]";
    HolderContact: "Contact person [13 07 074]", "Persoană de contact [13 07 074]", "Контактное лицо [13 07 074]";
    Lrn: "LRN [12 09]", "LRN [12 09]", "LRN [12 09]";
    Ucr: "UCR [12 08]", "UCR [12 08]", "UCR [12 08]";
    Tir: "TIR [12 06]", "TIR [12 06]", "TIR [12 06]";
    Bcp: "BCP:", "BCP:", "BCP:";
    ReturnCopy: "Return copy has to be sent to office:", "Exemplarul de returnare se trimite biroului:", "Вернуть экземпляр в таможню:";
    Representative: "Representative [13 06]", "Reprezentant [13 06]", "Представитель [13 06]";
    RepresentativeContact: "Contact person [13 06 074]", "Persoană de contact [13 06 074]", "Контактное лицо [13 06 074]";
    Carrier: "Carrier [13 12]", "Transportator [13 12]", "Перевозчик [13 12]";
    CarrierContact: "Contact person [13 12 074]", "Persoană de contact [13 12 074]", "Контактное лицо [13 12 074]";
    SupplyChainActor: "Additional supply chain actor [13 14]", "Actor suplimentar în lanțul de aprovizionare [13 14]", "Дополнительный участник цепи поставки [13 14]";
    LoadingPlace: "Place of loading [16 13]", "Locul de încărcare [16 13]", "Место погрузки [16 13]";
    GoodsLocation: "Location of goods [16 15]", "Locul mărfurilor [16 15]", "Местонахождение товаров [16 15]";
    GoodsLocationContact: "Contact person [16 15 074]", "Persoană de contact [16 15 074]", "Контактное лицо [16 15 074]";
    UnloadingPlace: "Place of unloading [16 14]", "Locul de descărcare [16 14]", "Место разгрузки [16 14]";
    DepartureTransport: "Departure transport means [19 05]", "Mijloc de transport la plecare [19 05]", "Транспортное средство при отправлении [19 05]";
    BorderTransport: "Active border transport means [19 08]", "Mijloc de transport activ la frontieră [19 08]", "Активное транспортное средство на границе [19 08]";
    BorderMode: "Mode of transport at the border [19 03]:", "Modul de transport la frontieră [19 03]:", "Вид транспорта на границе [19 03]:";
    InlandMode: "Inland mode of transport [19 04]:", "Modul de transport intern [19 04]:", "Вид транспорта внутри страны [19 04]:";
    ConveyanceReference: "Conveyance reference number [19 02]", "Numărul de referință al transportului [19 02]", "Номер рейса [19 02]";
    TransportEquipment: "Transport equipment [19 07]", "Echipament de transport [19 07]", "Транспортное оборудование [19 07]";
    Container: "Container [19 01]:", "Container [19 01]:", "Контейнер [19 01]:";
    Seal: "Seal [19 10]", "Sigiliu [19 10]", "Пломба [19 10]";
    PreviousDocument: "Previous Document [12 01]", "Document precedent [12 01]", "Предшествующий документ [12 01]";
    TransportDocument: "Transport document [12 05]", "Document de transport [12 05]", "Транспортный документ [12 05]";
    SupportingDocument: "Supporting document [12 03]", "Document justificativ [12 03]", "Подтверждающий документ [12 03]";
    AdditionalReference: "Additional reference [12 04]", "Referință suplimentară [12 04]", "Дополнительная ссылка [12 04]";
    AdditionalInformation: "Additional information [12 02]", "Informații suplimentare [12 02]", "Дополнительная информация [12 02]";
    TransportCharges: "Transport charges [14 02]", "Cheltuieli de transport [14 02]", "Транспортные расходы [14 02]";
    Guarantee: "Guarantee [99 02 - 99 03 - 99 04]", "Garanție [99 02 - 99 03 - 99 04]", "Гарантия [99 02 - 99 03 - 99 04]";
    Authorisation: "Authorisation [12 12]", "Autorizație [12 12]", "Разрешение [12 12]";
    ReducedDataset: "Reduced dataset [11 08]:", "Set de date redus [11 08]:", "Сокр. набор данных [11 08]:";
    GuaranteeNotValid: "Guarantee not valid in", "Garanție nevalabilă în", "Гарантия не действует в";
    Incidents: "INCIDENTS DURING TRANSPORT (BCP)", "INCIDENTE ÎN TIMPUL TRANSPORTULUI (BCP)", "ПРОИСШЕСТВИЯ ВО ВРЕМЯ ПЕРЕВОЗКИ (BCP)";
    IncidentOffice: "CUSTOMS OFFICE OF INCIDENT REGISTRATION", "BIROUL VAMAL DE ÎNREGISTRARE A INCIDENTULUI", "ТАМОЖНЯ РЕГИСТРАЦИИ ПРОИСШЕСТВИЯ";
    IncidentCode: "Incident code", "Codul incidentului", "Код происшествия";
    NewTransportMeans: "Identity and Nationality new transport means", "Identitatea și naționalitatea noului mijloc de transport", "Идентификация и страна регистрации нового транспортного средства";
    ContainerId: "Container ID [19 07]", "ID container [19 07]", "Номер контейнера [19 07]";
    OtherIncidents: "Other incidents during carriage / Details and measures taken (text)", "Alte incidente în timpul transportului / Detalii și măsuri luate (text)", "Другие происшествия во время перевозки / Подробности и принятые меры (текст)";
    Certification: "CERTIFICATION BY COMPETENT AUTHORITIES", "CERTIFICARE DE CĂTRE AUTORITĂȚILE COMPETENTE", "ПОДТВЕРЖДЕНИЕ КОМПЕТЕНТНЫХ ОРГАНОВ";
    NewSeals: "New seals: Number:", "Sigilii noi: Număr:", "Новые пломбы: количество:";
    Signature: "Signature:", "Semnătura:", "Подпись:";
    Stamp: "Stamp:", "Ștampila:", "Печать:";
    AlreadyRecorded: "Data already recorded into the system", "Date deja înregistrate în sistem", "Данные уже внесены в систему";
    RoutingCountries: "Country of routing of consignment [16 12]", "Țările de tranzit ale transportului [16 12]", "Страны маршрута перевозки [16 12]";
    Itinerary: "Prescribed Itinerary [16 17]:", "Itinerar obligatoriu [16 17]:", "Установленный маршрут [16 17]:";
    TransitOffices: "CUSTOMS OFFICE OF TRANSIT [17 04]", "BIROUL VAMAL DE TRANZIT [17 04]", "ТАМОЖНЯ ТРАНЗИТА [17 04]";
    ExitOffices: "CUSTOMS OFFICE OF EXIT FOR TRANSIT [17 06]", "BIROUL VAMAL DE IEȘIRE PENTRU TRANZIT [17 06]", "ТАМОЖНЯ ВЫЕЗДА ДЛЯ ТРАНЗИТА [17 06]";
    DepartureOffice: "CUSTOMS OFFICE OF DEPARTURE [17 03]", "BIROUL VAMAL DE PLECARE [17 03]", "ТАМОЖНЯ ОТПРАВЛЕНИЯ [17 03]";
    DestinationOffice: "CUSTOMS OFFICE OF DESTINATION [17 05]", "BIROUL VAMAL DE DESTINAȚIE [17 05]", "ТАМОЖНЯ НАЗНАЧЕНИЯ [17 05]";
    DispatchCountry: "Country of dispatch [16 06]", "Țara de expediție [16 06]", "Страна отправления [16 06]";
    DestinationCountry: "Country of destination [16 03]", "Țara de destinație [16 03]", "Страна назначения [16 03]";
    DepartureControl: "CONTROL BY OFFICE OF DEPARTURE", "CONTROL LA BIROUL VAMAL DE PLECARE", "КОНТРОЛЬ ТАМОЖНИ ОТПРАВЛЕНИЯ";
    DestinationControl: "CONTROL BY OFFICE OF DESTINATION", "CONTROL LA BIROUL VAMAL DE DESTINAȚIE", "КОНТРОЛЬ ТАМОЖНИ НАЗНАЧЕНИЯ";
    Result: "Result:", "Rezultat:", "Результат:";
    SealsAffixed: "Seals affixed number:", "Număr sigilii aplicate:", "Количество наложенных пломб:";
    Identity: "Identity:", "Identificare:", "Идентификация:";
    LimitDate: "Limit date [15 11]:", "Termen limită [15 11]:", "Срок доставки [15 11]:";
    ReleaseDate: "Date of release:", "Data acordării liberului de tranzit:", "Дата выпуска:";
    ArrivalDate: "Date of arrival", "Data sosirii", "Дата прибытия";
    SealsExamination: "Examination of seals:", "Verificarea sigiliilor:", "Проверка пломб:";
    ReturnCopySent: "Return copy sent on", "Exemplar de returnare trimis la", "Экземпляр для возврата отправлен";
    AfterRegistration: "after registration under ID", "după înregistrare sub ID", "после регистрации под номером";
    Remarks: "Remarks:", "Observații:", "Примечания:";
    ListTitle: "TRANSIT LIST OF ITEMS", "LISTA ARTICOLELOR DE TRANZIT", "ТРАНЗИТНЫЙ СПИСОК ТОВАРОВ";
    DeclItemNumber: "Decl. goods it. Nr. [11 11]", "Nr. art. decl. [11 11]", "№ тов. декл. [11 11]";
    ItemNumber: "Goods it. Nr. [11 03]", "Nr. art. [11 03]", "№ тов. [11 03]";
    Packages: "Type and number of packages, shipping marks [18 06]", "Tipul și numărul coletelor, mărci de expediere [18 06]", "Вид и количество грузовых мест, маркировка [18 06]";
    Description: "Description of goods [18 05]", "Descrierea mărfurilor [18 05]", "Описание товаров [18 05]";
    GrossMass: "Gross mass [18 04]", "Masa brută [18 04]", "Масса брутто [18 04]";
    CommodityCode: "Commodity Code [18 09]", "Codul mărfii [18 09]", "Код товара [18 09]";
    NetMass: "Net mass (kg) [18 01]", "Masa netă (kg) [18 01]", "Масса нетто (кг) [18 01]";
    Undg: "UNDG [18 07]", "UNDG [18 07]", "UNDG [18 07]";
    CusCode: "CUS code [18 08]", "Cod CUS [18 08]", "Код CUS [18 08]";
    ItemType: "Type [11 01]", "Tip [11 01]", "Тип [11 01]";
    ItemDispatch: "C. of disp. [16 06]", "Țara exp. [16 06]", "Стр. отпр. [16 06]";
    ItemDestination: "C. of dest. [16 03]", "Țara dest. [16 03]", "Стр. назн. [16 03]";
    SupplementaryUnits: "Supplementary units [18 02]", "Unități suplimentare [18 02]", "Дополнительные единицы [18 02]";
}

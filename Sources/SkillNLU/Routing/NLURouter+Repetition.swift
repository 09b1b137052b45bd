extension NLURouter {
    /// `prediction`, or the skill that changes (removes) stored events when the words speak of a
    /// repeating one from now on or for good (以后的周会都改到上午11点, 以后不再上钢琴课了, "from now on
    /// yoga starts at 6pm", "stop the weekly yoga") and the prediction is no skill, a new event or
    /// a look-up. A request that itself says how often something repeats is left alone: it keeps
    /// a new repeating event ("from now on, standup every Monday at 9").
    func seriesChangePrediction(_ prediction: IntentClassifier.Prediction, text: NormalizedText, model: Model)
        -> IntentClassifier.Prediction
    {
        // 每隔两天浇一次花: opening with how often, no question, and no skill chosen — a new repeating event.
        if prediction.skillID == nil, let creator = model.eventCreator,
            let phrase = RecurrencePhrase.find(in: text.original), !phrase.onlyInAName,
            phrase.cueRanges.first?.lowerBound == 0, !ReminderCues.asksAQuestion(text)
        {
            return IntentClassifier.Prediction(skillID: creator, confidence: prediction.confidence, best: creator)
        }
        guard
            prediction.skillID == nil || model.roles.plays(prediction.skillID, .eventCreate)
                || model.roles.plays(prediction.skillID, .eventList)
        else { return prediction }
        let change = EventScope.changesASeries(text)
        guard change.said else { return prediction }
        if let phrase = RecurrencePhrase.find(in: text.original), !phrase.onlyInAName { return prediction }
        let cancels = change.stops || EventChangeCues.request(in: text) == .cancel
        guard let target = cancels ? model.eventRemover : model.eventChanger else { return prediction }
        return IntentClassifier.Prediction(skillID: target, confidence: max(prediction.confidence, 0.6), best: target)
    }

    /// Whether `analysis` asks to keep one thing that repeats: a skill that takes a rule is
    /// predicted and the words say how often ("每周二和周四晚上7点游泳" is one event on two weekdays,
    /// not two events; "每周一上午九点例会，共10次" one request, not two).
    func keepsARepetition(_ analysis: NLUAnalysis, model: Model) -> Bool {
        guard let skillID = analysis.prediction.skillID,
            model.skills[skillID]?.schema.slots.contains(where: { $0.kind == .recurrence }) == true,
            let phrase = RecurrencePhrase.find(in: analysis.text.original)
        else { return false }
        return !phrase.onlyInAName
    }
}
